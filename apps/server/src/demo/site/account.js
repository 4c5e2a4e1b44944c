// Tidy's account page: who is signed in (kept in sessionStorage by signin.js), or back to sign-in.
(function () {
  const name = sessionStorage.getItem('tidy-user');
  if (!name) {
    location.replace('signin');
    return;
  }
  document.getElementById('welcome').textContent = 'Welcome back, ' + name;
  document.getElementById('account-email').textContent =
    'Signed in as ' + sessionStorage.getItem('tidy-email');
  document.getElementById('sign-out').addEventListener('click', function () {
    sessionStorage.clear();
    location.assign('signin');
  });
})();
