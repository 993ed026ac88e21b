export { ErrorMessage } from "./error-message.tsx";
export type { ErrorMessageProps } from "./error-message.tsx";
