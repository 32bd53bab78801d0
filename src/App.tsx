// Minimal home until the shell lands (issue 5): proves the build and the server's static serving.
export function App() {
  return (
    <main>
      <h1>GasolinaEco</h1>
      <p>Encuentra la gasolinera más barata de España.</p>
    </main>
  );
}
