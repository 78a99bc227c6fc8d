// Swiper's own stylesheets, in a module of their own so they travel with swiper's script: fetched with it
// when a slider is about to move, never render-blocking the page's first paint.
import 'swiper/css';
import 'swiper/css/pagination';
