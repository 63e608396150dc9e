/**
 * An icon's drawing on a 24 × 24 grid. Filled icons take the text colour unless a path names its
 * own (the brand colours of the sign-in buttons); stroked icons draw lines in the text colour.
 * A drawing lives beside the one component that shows it, so a page ships only its own icons
 * (a shared module of drawings ended up whole in the home page's first load).
 */
export interface IconShape {
  kind: "fill" | "stroke";
  paths: readonly (string | { d: string; fill: string })[];
  strokeWidth?: number;
}

/** A filled drawing: the text colour, unless a path names its own. */
export function fillIcon(paths: IconShape["paths"]): IconShape {
  return { kind: "fill", paths };
}

/** A line drawing in the text colour, its lines `strokeWidth` wide (2 unless given). */
export function strokeIcon(paths: readonly string[], strokeWidth?: number): IconShape {
  return strokeWidth === undefined
    ? { kind: "stroke", paths }
    : { kind: "stroke", paths, strokeWidth };
}

/** Every icon of the app: decorative, so hidden from screen readers; the control carries the name. */
export function Icon({ icon, className }: { icon: IconShape; className?: string }) {
  const stroke = icon.kind === "stroke";
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={stroke ? "none" : "currentColor"}
      {...(stroke
        ? {
            stroke: "currentColor",
            strokeWidth: icon.strokeWidth ?? 2,
            strokeLinecap: "round",
            strokeLinejoin: "round",
          }
        : {})}
    >
      {icon.paths.map((path) =>
        typeof path === "string" ? (
          <path key={path} d={path} />
        ) : (
          <path key={path.d} d={path.d} fill={path.fill} />
        ),
      )}
    </svg>
  );
}
