export { Testimonial, normaliseQuote } from "./testimonial.tsx";
export type { TestimonialProps } from "./testimonial.tsx";
