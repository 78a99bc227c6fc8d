'use client';

/** Reads a QR code from the current video frame: the browser's BarcodeDetector where there is one, else jsQR. */

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

let detector: Detector | null | undefined;
let canvas: HTMLCanvasElement | undefined;

export async function decodeFrame(video: HTMLVideoElement): Promise<string | null> {
  if (detector === undefined) detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
  if (detector) {
    const [found] = await detector.detect(video);
    return found?.rawValue ?? null;
  }
  // jsQR is only fetched on browsers without BarcodeDetector (Safari, Firefox), and only once the camera runs.
  const { default: jsQR } = await import('jsqr');
  canvas ??= document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || !canvas.width) return null;
  context.drawImage(video, 0, 0);
  const frame = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}
