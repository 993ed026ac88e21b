// Service tags (feature-flagged upstream as SERVICE_TAGS), shared by both boroughs.
export const TAGS: readonly { slug: string; label: string }[] = [
  { slug: "drop-in", label: "Drop-in" },
  { slug: "appointment-only", label: "Appointment only" },
  { slug: "online", label: "Online or by phone" },
  { slug: "home-visits", label: "Home visits" },
  { slug: "bsl", label: "BSL interpreter available" },
  { slug: "family-friendly", label: "Family friendly" },
  { slug: "women-only", label: "Women only" },
  { slug: "evenings", label: "Evening sessions" },
  { slug: "weekends", label: "Weekend sessions" },
  { slug: "free-wifi", label: "Free Wi-Fi" },
  { slug: "volunteer-led", label: "Volunteer led" },
];
