import { avatarSvg, nameOfAvatarFile } from "../../domain/avatars";
import type { Route } from "./+types/avatar";

/*
 * GET /avatars/<author>.svg: the default testimonial avatar, drawn here (decision 0012) instead of
 * by an outside service. Public and the same for everyone, so it may be cached; the answer is a
 * function of the address alone.
 */
export function loader({ params }: Route.LoaderArgs) {
  const name = nameOfAvatarFile(params.file);
  if (!name) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(avatarSvg(name), {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
      // Nothing in it may run or load, even when opened on its own.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}
