/** The frame alone, prerendered: Next's own path for a static page. */
export default function FramePage() {
  return <main><h1>Frame</h1></main>;
}
