// Share links (issue 22 §3): the owner's links and the public shared page's calls.

export * from "./shares-api";
