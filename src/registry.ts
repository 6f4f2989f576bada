import type { ModuleDefinition } from "./boot/types";
import affiliateLinks from "./enhancers/growth/affiliate-links";
import abTesting from "./enhancers/growth/ab-testing";
import seoAutomation from "./enhancers/growth/seo-automation";
import antiSpam from "./enhancers/forms/anti-spam";
import fixedHeader from "./enhancers/header/fixed-header";
import submenus from "./enhancers/header/submenus";
import animations from "./enhancers/motion/animations";
import parallax from "./enhancers/motion/parallax";
import smoothScroll from "./enhancers/motion/smooth-scroll";
import videoBackground from "./enhancers/motion/video-background";
import moduleLinks from "./enhancers/page/module-links";
import multiView from "./enhancers/page/multi-view";
import rowColumns from "./enhancers/page/row-columns";
import barCounters from "./modules/counters/bar-counters";
import circleCounter from "./modules/counters/circle-counter";
import numberCounter from "./modules/counters/number-counter";
import skillBars from "./modules/counters/skill-bars";
import accordion from "./modules/disclosure/accordion";
import accordionTable from "./modules/disclosure/accordion-table";
import tabs from "./modules/disclosure/tabs";
import toggle from "./modules/disclosure/toggle";
import ajaxPagination from "./modules/feeds/ajax-pagination";
import blogFeed from "./modules/feeds/blog-feed";
import liveSearch from "./modules/feeds/live-search";
import searchModule from "./modules/feeds/search-module";
import timeline from "./modules/feeds/timeline";
import checkout from "./modules/forms/checkout";
import cart from "./modules/forms/cart";
import commentForm from "./modules/forms/comment-form";
import contactForm from "./modules/forms/contact-form";
import extraContactForm from "./modules/forms/extra-contact-form";
import newsletter from "./modules/forms/newsletter";
import gallery from "./modules/galleries/gallery";
import filterablePortfolio from "./modules/galleries/portfolio";
import fullscreenHeader from "./enhancers/header/fullscreen-header";
import menuSearch from "./enhancers/header/menu-search";
import menuRow from "./enhancers/header/menu-row";
import mobileMenu from "./enhancers/header/mobile-menu";
import map from "./modules/media/map";
import socialEmbeds from "./modules/media/social-embeds";
import socialFollow from "./modules/media/social-embeds/follow";
import video from "./modules/media/video";
import videoList from "./modules/media/video-list";
import mediaPlayer from "./modules/media/player";
import countdown from "./modules/post-widgets/countdown";
import { ratingDisplay, ratingWidget } from "./modules/post-widgets/rating";
import tableOfContents from "./modules/post-widgets/table-of-contents";
import trendingTicker from "./modules/post-widgets/trending-ticker";
import backToTop from "./modules/scrolling/back-to-top";
import sticky from "./modules/scrolling/sticky";
import cardCarousel from "./modules/sliders/card-carousel";
import slider from "./modules/sliders/slider";
import featuredPostsSlider from "./modules/sliders/slider/featured";
import gallerySlider from "./modules/sliders/slider/gallery";
import portfolioCarousel from "./modules/sliders/slider/portfolio";
import postsCarousel from "./modules/sliders/slider/posts-carousel";
import videoSlider from "./modules/sliders/slider/video";

/**
 * Every module and enhancer definition, listed once. Each loads as its own chunk when its marker is on the page.
 * The order is the order in which definitions that match one element mount on it (a sticky tabs module mounts
 * the tabs, then the sticky behaviour), so the React islands come first.
 */
export const registry: readonly ModuleDefinition[] = [
  tabs,
  toggle,
  accordion,
  slider,
  gallerySlider,
  videoSlider,
  portfolioCarousel,
  featuredPostsSlider,
  postsCarousel,
  cardCarousel,
  gallery,
  filterablePortfolio,
  accordionTable,
  numberCounter,
  circleCounter,
  barCounters,
  skillBars,
  countdown,
  trendingTicker,
  backToTop,
  rowColumns,
  smoothScroll,
  moduleLinks,
  animations,
  parallax,
  videoBackground,
  fullscreenHeader,
  menuRow,
  contactForm,
  extraContactForm,
  antiSpam,
  newsletter,
  commentForm,
  checkout,
  cart,
  affiliateLinks,
  seoAutomation,
  abTesting,
  sticky,
  fixedHeader,
  blogFeed,
  timeline,
  ratingWidget,
  ratingDisplay,
  liveSearch,
  searchModule,
  tableOfContents,
  ajaxPagination,
  menuSearch,
  mobileMenu,
  submenus,
  multiView,
  map,
  video,
  videoList,
  mediaPlayer,
  socialEmbeds,
  socialFollow,
];
