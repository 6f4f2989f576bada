import "react";

declare module "react" {
  // React 18 passes `inert` through as an unknown attribute: it writes a string value and drops a boolean one.
  // So the attribute is the empty string when on and absent when off.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    inert?: "" | undefined;
  }
}
