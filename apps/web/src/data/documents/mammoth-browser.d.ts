// mammoth's browser bundle (a browserify build of the same API; no DOM, so it runs in a worker) has no types of
// its own: it is the package's main module built for browsers.
declare module "mammoth/mammoth.browser.js" {
  import mammoth from "mammoth";
  export default mammoth;
}
