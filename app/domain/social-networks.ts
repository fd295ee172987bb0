import type { SiteSettings } from "./site-settings";

export type SocialNetwork = keyof SiteSettings["social"];

/**
 * The networks the settings can link, by their shown names, in the order the site lists them.
 * (A module of its own, without the settings' schema library: public pages import it.)
 */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  telegram: "Telegram",
  x: "X",
};

export const socialNetworks = Object.keys(socialNetworkNames) as SocialNetwork[];
