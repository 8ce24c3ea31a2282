import { createHash, createHmac } from "node:crypto";

/** AWS credentials as the operator sets them (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). */
export type AwsCredentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SignableRequest = {
  method: string;
  url: URL;
  /** Lower-case names; host and the x-amz-* headers are added here. */
  headers: Record<string, string>;
  body: string;
};

const sha256Hex = (data: string) => createHash("sha256").update(data, "utf8").digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, each path segment on its own. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signs a request with AWS Signature Version 4 (the "AWS4-HMAC-SHA256" scheme of the AWS General Reference):
 * canonical request → string to sign → key derived from the secret, date, region and service. Written here
 * because one JSON POST to Textract does not justify the AWS SDK (tens of MB of dependencies). Answers the
 * headers to send: the given ones plus host, x-amz-date, x-amz-security-token (when the credentials are
 * temporary) and authorization.
 */
export function signV4(
  request: SignableRequest,
  credentials: AwsCredentials,
  region: string,
  service: string,
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, ""); // 20261124T182900Z
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(request.body);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    "x-amz-date": amzDate,
    ...(credentials.sessionToken && { "x-amz-security-token": credentials.sessionToken }),
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map(
    (name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, " ")}\n`,
  );
  const signedHeaders = names.join(";");
  const path = request.url.pathname.split("/").map(encode).join("/") || "/";
  const query = [...request.url.searchParams]
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    query,
    canonicalHeaders.join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", key).update(stringToSign, "utf8").digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
