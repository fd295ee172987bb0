import type { NextFunction, Request, Response } from "express";

export const FORM_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Request bodies are read by React Router, so the limit is enforced from Content-Length before
 * the body is touched; bodies of unknown length are refused (browsers always send the length of
 * a form post). Multipart uploads get a larger cap; each file is checked again by its action.
 */
export function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const declared = req.get("content-length");
  if (declared === undefined) {
    if (req.get("transfer-encoding")) {
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    return next();
  }
  const length = Number(declared);
  const limit = req.is("multipart/form-data") ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
  if (!Number.isFinite(length) || length > limit) {
    res.status(413).type("text/plain").send("Payload Too Large");
    return;
  }
  next();
}
