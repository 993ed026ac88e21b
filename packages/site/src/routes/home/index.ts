export { bannerProps, createHomeRoute } from "./home-route.tsx";
