export default function AdminLogin() {
  return (
    <main>
      <h1>Нэвтрэх</h1>
    </main>
  );
}
