/**
 * A tiny H.264 (Baseline, I_PCM macroblocks) encoder in an MP4 container. No video tool is needed to make
 * the seed videos: every macroblock stores its pixels raw, which any H.264 decoder plays.
 */

class BitWriter {
  bits = [];
  u(value, count) {
    for (let i = count - 1; i >= 0; i--) this.bits.push((value >> i) & 1);
  }
  ue(value) {
    const code = value + 1;
    const length = Math.floor(Math.log2(code)) + 1;
    this.u(0, length - 1);
    this.u(code, length);
  }
  se(value) {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }
  alignZero() {
    while (this.bits.length % 8) this.bits.push(0);
  }
  trailing() {
    this.bits.push(1);
    this.alignZero();
  }
  bytes(data) {
    for (const byte of data) this.u(byte, 8);
  }
  toBuffer() {
    const out = Buffer.alloc(this.bits.length / 8);
    for (let i = 0; i < out.length; i++) {
      let byte = 0;
      for (let b = 0; b < 8; b++) byte = (byte << 1) | this.bits[i * 8 + b];
      out[i] = byte;
    }
    return out;
  }
}

/** NAL unit = header byte + payload with emulation-prevention bytes inserted. */
function nal(header, rbsp) {
  const out = [header];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

const PROFILE_BASELINE = 66;
const CONSTRAINTS = 0xc0;
const LEVEL = 30;

function sequenceParameterSet(mbWidth, mbHeight) {
  const w = new BitWriter();
  w.u(PROFILE_BASELINE, 8);
  w.u(CONSTRAINTS, 8);
  w.u(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type: order follows decoding order
  w.ue(1); // max_num_ref_frames
  w.u(0, 1); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  w.u(0, 1); // frame_cropping_flag
  w.u(0, 1); // vui_parameters_present_flag
  w.trailing();
  return nal(0x67, w.toBuffer());
}

function pictureParameterSet() {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(0, 1); // entropy_coding_mode_flag (CAVLC)
  w.u(0, 1); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(0, 1); // weighted_pred_flag
  w.u(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(0, 1); // deblocking_filter_control_present_flag
  w.u(0, 1); // constrained_intra_pred_flag
  w.u(0, 1); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(0x68, w.toBuffer());
}

const clampSample = (v) => Math.max(1, Math.min(254, Math.round(v)));

/** RGB (3 bytes per pixel) to the planes of 4:2:0 YCbCr (BT.601, limited range). */
function toYuv420(rgb, width, height) {
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      y[row * width + col] = clampSample(16 + 0.257 * rgb[i] + 0.504 * rgb[i + 1] + 0.098 * rgb[i + 2]);
    }
  }
  for (let row = 0; row < height / 2; row++) {
    for (let col = 0; col < width / 2; col++) {
      let r = 0, g = 0, b = 0;
      for (const [dy, dx] of [[0, 0], [0, 1], [1, 0], [1, 1]]) {
        const i = ((row * 2 + dy) * width + col * 2 + dx) * 3;
        r += rgb[i] / 4;
        g += rgb[i + 1] / 4;
        b += rgb[i + 2] / 4;
      }
      cb[row * (width / 2) + col] = clampSample(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      cr[row * (width / 2) + col] = clampSample(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return { y, cb, cr };
}

const I_PCM = 25;

/** One IDR picture whose macroblocks all carry raw samples. */
function idrSlice(rgb, width, height, idrPicId) {
  const { y, cb, cr } = toYuv420(rgb, width, height);
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I, for every slice of the picture
  w.ue(0); // pic_parameter_set_id
  w.u(0, 4); // frame_num
  w.ue(idrPicId);
  w.u(0, 1); // no_output_of_prior_pics_flag
  w.u(0, 1); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  const chromaWidth = width / 2;
  for (let mbRow = 0; mbRow < height / 16; mbRow++) {
    for (let mbCol = 0; mbCol < width / 16; mbCol++) {
      w.ue(I_PCM);
      w.alignZero();
      for (let r = 0; r < 16; r++) w.bytes(y.subarray((mbRow * 16 + r) * width + mbCol * 16, (mbRow * 16 + r) * width + mbCol * 16 + 16));
      for (const plane of [cb, cr]) {
        for (let r = 0; r < 8; r++) {
          const start = (mbRow * 8 + r) * chromaWidth + mbCol * 8;
          w.bytes(plane.subarray(start, start + 8));
        }
      }
    }
  }
  w.trailing();
  return nal(0x65, w.toBuffer());
}

const u8 = (v) => Buffer.from([v & 0xff]);
const u16 = (v) => { const b = Buffer.alloc(2); b.writeUInt16BE(v); return b; };
const u32 = (v) => { const b = Buffer.alloc(4); b.writeUInt32BE(v >>> 0); return b; };
const zeros = (n) => Buffer.alloc(n);
const box = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type, version, flags, ...parts) => box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);
const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

function sampleTable({ width, height, sps, pps, sizes, delta, chunkOffset }) {
  const avcC = box('avcC', u8(1), u8(PROFILE_BASELINE), u8(CONSTRAINTS), u8(LEVEL), u8(0xff), u8(0xe1), u16(sps.length), sps, u8(1), u16(pps.length), pps);
  const compressor = Buffer.alloc(32);
  compressor.write('\x0cseed-i_pcm', 'latin1');
  const avc1 = box('avc1', zeros(6), u16(1), zeros(16), u16(width), u16(height), u32(0x00480000), u32(0x00480000), u32(0), u16(1), compressor, u16(0x18), u16(0xffff), avcC);
  return box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, u32(1), u32(sizes.length), u32(delta)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(sizes.length), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(sizes.length), ...sizes.map(u32)),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
}

function movie({ width, height, sps, pps, sizes, fps, chunkOffset }) {
  const timescale = 1000;
  const delta = Math.round(timescale / fps);
  const duration = delta * sizes.length;
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide'), zeros(12), Buffer.from('VideoHandler\0')),
    box(
      'minf',
      fullBox('vmhd', 0, 1, zeros(8)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      sampleTable({ width, height, sps, pps, sizes, delta, chunkOffset }),
    ),
  );
  const tkhd = fullBox('tkhd', 0, 3, u32(0), u32(0), u32(1), u32(0), u32(duration), zeros(8), u16(0), u16(0), u16(0), u16(0), MATRIX, u32(width << 16), u32(height << 16));
  const mvhd = fullBox('mvhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u32(0x00010000), u16(0x0100), zeros(10), MATRIX, zeros(24), u32(2));
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** Encodes RGB frames (width and height multiples of 16) as a playable MP4 file. */
export function encodeMp4(frames, width, height, fps) {
  if (width % 16 || height % 16) throw new Error('width and height must be multiples of 16');
  const sps = sequenceParameterSet(width / 16, height / 16);
  const pps = pictureParameterSet();
  const samples = frames.map((rgb, i) => {
    const unit = idrSlice(rgb, width, height, i % 2);
    return Buffer.concat([u32(unit.length), unit]);
  });
  const sizes = samples.map((s) => s.length);
  const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2avc1mp41'));
  // The moov box comes first so playback can start at once; its size does not depend on the offset value.
  const moovSize = movie({ width, height, sps, pps, sizes, fps, chunkOffset: 0 }).length;
  const chunkOffset = ftyp.length + moovSize + 8;
  const moov = movie({ width, height, sps, pps, sizes, fps, chunkOffset });
  return Buffer.concat([ftyp, moov, box('mdat', ...samples)]);
}
