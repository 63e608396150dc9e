// The parts of the Firebase Auth SDK the shop calls, named one by one so the bundler keeps only
// these: importing the whole namespace kept all of it (≈ 45 KB gzip against ≈ 29 KB).
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from "firebase/auth";
