import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One row per row of the spec's route table (§2), in its order. Signed-in screens wrap their
// content in <RequireAuth>. Public paths are prerendered: see shared/site-paths.ts.
export default [
  index("routes/home.tsx"),
  route("slider", "routes/slider.tsx"),
  route("blog", "routes/blog.tsx"),
  route("contact", "routes/contact.tsx"),
  route("howitworks", "routes/how-it-works.tsx"),
  route("countupsection", "routes/count-up-section.tsx"),
  route("mydetails", "routes/my-details.tsx"),
  route("subscribe/:id", "routes/subscribe-box.tsx"),
  route("subscribe", "routes/newsletter.tsx"),
  route("boxcarddetails/:id", "routes/box-details.tsx"),
  route("reviewsection", "routes/review-section.tsx"),
  route("myprofile", "routes/my-profile.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgetpassword", "routes/forget-password.tsx"),
  route("resetpassword", "routes/reset-password.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("cart", "routes/cart.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
