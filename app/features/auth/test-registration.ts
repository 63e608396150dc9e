// For tests: a registration the register form accepts, to vary one field at a time.
export const validRegistration = {
  firstName: "Mia",
  lastName: "Moss",
  photoURL: "https://example.com/mia.jpg",
  email: "mia@example.com",
  password: "Kibble123",
  termsAccepted: true,
};
