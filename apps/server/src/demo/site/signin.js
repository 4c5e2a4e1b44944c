// Tidy's sign-in: one demo account, checked in the page (the demo has no server of its own).
// Keep it in step with DEMO_ACCOUNT in demo-path.ts: the example testing user signs in with it.
(function () {
  const ACCOUNT = { name: 'Dana', email: 'dana@demo.scout.test', password: 'scout-demo-2026' };
  const form = document.getElementById('signin-form');
  const error = document.getElementById('signin-error');

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    const email = form.email.value.trim().toLowerCase();
    const password = form.password.value;
    if (!email || !password) {
      error.textContent = 'Enter your email address and password.';
      error.hidden = false;
      return;
    }
    if (email !== ACCOUNT.email || password !== ACCOUNT.password) {
      error.textContent = 'Wrong email address or password.';
      error.hidden = false;
      return;
    }
    sessionStorage.setItem('tidy-user', ACCOUNT.name);
    sessionStorage.setItem('tidy-email', ACCOUNT.email);
    location.assign('account');
  });
})();
