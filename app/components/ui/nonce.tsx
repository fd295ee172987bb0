import { createContext, useContext } from "react";

/** The CSP nonce of the current request; empty in the browser, which hides nonces from scripts. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = (): string => useContext(NonceContext);
