import { defineTexts } from "../define-texts";

/** The /about page's own labels; its words (mission, vision, values, team) are stored content (app/domain/about-content.ts). */
export const about = defineTexts({
  en: {
    eyebrow: "About us",
    missionAndVision: "Mission and vision",
    mission: "Our mission",
    vision: "Our vision",
    values: "Our values",
  },
  hi: {
    eyebrow: "हमारे बारे में",
    missionAndVision: "मिशन और विज़न",
    mission: "हमारा मिशन",
    vision: "हमारा विज़न",
    values: "हमारे मूल्य",
  },
});
