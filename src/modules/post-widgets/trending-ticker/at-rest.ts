import { pendingModule } from "../../../boot/marks";

/**
 * The ticker before it mounts (`enhance.css`, src/at-rest): where it will rotate (several posts, motion
 * welcome) it shows only its first post, as the mounted ticker does, so the list does not stand at full length
 * for a moment and then fold into one line under what the visitor reads. For a visitor who wants no motion every
 * post stays listed, as mounted. Extra's header ticker (`#et-trending`) likewise shows its first post.
 */
export const TRENDING_TICKER_AT_REST_CSS = `
@media (prefers-reduced-motion: no-preference) {
  .enhance-trending-ticker${pendingModule("trending-ticker")} > :is(ul, ol) > li:not(:first-child),
  #et-trending${pendingModule("trending-ticker")} #et-trending-container > .et-trending-post ~ .et-trending-post { display: none; }
}
`;
