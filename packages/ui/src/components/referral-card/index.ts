export { ReferralCard } from "./referral-card.tsx";
export type { ReferralCardProps, ReferralMethod } from "./referral-card.tsx";
