/**
 * The fullscreen header before the script runs (`enhance.css`, src/at-rest): as tall as the viewport, as the
 * enhancer makes it (fullscreen-header.ts), so the header is painted at its height and its centred content and
 * the sections under it do not move when the enhancer starts. For a signed-in editor WordPress's admin bar is
 * fixed above 600 px: 46 px tall up to 782 px, 32 px above (its own stylesheet's sizes); the enhancer then
 * measures the bar.
 */
const FULLSCREEN = ".et_pb_fullwidth_header.et_pb_fullscreen";
const SIZED = `${FULLSCREEN}, ${FULLSCREEN} > .et_pb_fullwidth_header_container`;
const WITH_ADMIN_BAR = `.admin-bar ${FULLSCREEN}, .admin-bar ${FULLSCREEN} > .et_pb_fullwidth_header_container`;

export const FULLSCREEN_HEADER_AT_REST_CSS = `
${SIZED} { min-height: 100vh; }
@media screen and (min-width: 601px) { ${WITH_ADMIN_BAR} { min-height: calc(100vh - 46px); } }
@media screen and (min-width: 783px) { ${WITH_ADMIN_BAR} { min-height: calc(100vh - 32px); } }
`;
