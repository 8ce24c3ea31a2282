import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Only our own origin (DESIGN §8). `wasm-unsafe-eval` lets engines (Whisper, OCR) compile WebAssembly;
 * inline styles are allowed because Radix and sonner position popovers with style attributes.
 * Strict-Transport-Security (Hono's default value) only when PUBLIC_URL is https: over plain http browsers ignore
 * it (RFC 6797 §8.1), so sending it there only claims a protection the deployment does not have.
 */
export const securityHeaders = (): MiddlewareHandler => {
  const variant = (https: boolean) =>
    secureHeaders({
      strictTransportSecurity: https ? "max-age=15552000; includeSubDomains" : false,
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        // The speech model falls back to the Hugging Face hub when /models/ lacks it; the hub redirects large files
        // to its CDN hosts (cdn-lfs.hf.co, cas-bridge.xethub.hf.co, …).
        connectSrc: ["'self'", "https://huggingface.co", "https://*.huggingface.co", "https://*.hf.co"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    });
  const overHttps = variant(true);
  const overHttp = variant(false);
  return (c, next) =>
    (c.get("deps")?.config.publicUrl.startsWith("https://") ? overHttps : overHttp)(c, next);
};
