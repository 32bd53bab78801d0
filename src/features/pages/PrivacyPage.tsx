// privacidad (SPEC §2 Privacy policy): every section the spec lists; the contact address comes from the
// server configuration (contactEmail).
import { useEffect, type ReactNode } from "react";
import { configText, usePublicConfigStore } from "../../stores/public-config-store.ts";
import { screenTitle, usePageTitle } from "../../ui/page-title.ts";
import "./pages.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="privacy-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function PrivacyPage() {
  usePageTitle(screenTitle("Política de privacidad"));
  const config = usePublicConfigStore((state) => state.config);
  const loadConfig = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);
  const email = configText(config, "contactEmail");
  const contact = email ? <a href={`mailto:${email}`}>{email}</a> : "nuestra dirección de contacto";

  return (
    <article className="card page-wide privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">Política de privacidad</h1>
      <p>
        Para navegar por GasolinaEco no necesitas darnos ningún dato personal. Solo tratamos los datos que tú nos
        facilitas de forma voluntaria a través de los formularios de contacto y de registro, por correo electrónico o
        al publicar comentarios. Esta política completa nuestro aviso legal y nuestra política de cookies.
      </p>

      <Section title="Principios aplicados en el tratamiento de datos">
        <p>
          Tratamos tus datos con licitud, lealtad y transparencia; solo para fines determinados y legítimos; limitados
          a lo necesario; exactos y actualizados; conservados el tiempo imprescindible; y con la seguridad adecuada,
          según el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).
        </p>
      </Section>

      <Section title="Obtención de datos personales">
        <p>
          Los datos se obtienen únicamente cuando tú los envías: al registrarte, al rellenar el formulario de contacto,
          al escribirnos un correo electrónico o al comentar una gasolinera.
        </p>
      </Section>

      <Section title="Derechos de los usuarios">
        <p>
          Puedes ejercer tus derechos de acceso, rectificación, cancelación (supresión), limitación, oposición y
          portabilidad escribiendo a {contact}, adjuntando una prueba válida de tu identidad, como una copia de tu
          documento de identidad. También puedes reclamar ante la Agencia Española de Protección de Datos.
        </p>
      </Section>

      <Section title="Finalidad del tratamiento de datos personales">
        <p>
          Usamos tus datos para gestionar tu cuenta, mostrarte el coste de llenar tu depósito, publicar tus opiniones y
          responder a tus consultas. No los usamos para decisiones automatizadas ni elaboramos perfiles.
        </p>
      </Section>

      <Section title="Seguridad de los datos personales">
        <p>
          Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas guardadas
          con cifrado irreversible y acceso restringido a la información.
        </p>
      </Section>

      <Section title="Contenido de otros sitios web">
        <p>
          Algunas páginas incluyen enlaces o contenido de otros sitios (por ejemplo, mapas o tiendas). Ese contenido se
          comporta como si visitaras el otro sitio, que puede recoger datos según su propia política de privacidad.
        </p>
      </Section>

      <Section title="Política de cookies">
        <p>
          Usamos cookies técnicas necesarias para el funcionamiento y la seguridad de la web, y cookies de terceros de
          analítica y publicidad. Puedes aceptarlas en el aviso de cookies y borrarlas o bloquearlas desde tu
          navegador.
        </p>
      </Section>

      <Section title="Legitimación para el tratamiento de datos">
        <p>La base legal para tratar tus datos es tu consentimiento, que das al enviarnos tus datos.</p>
      </Section>

      <Section title="Categorías de datos personales">
        <p>Solo tratamos datos identificativos: correo electrónico, nombre de usuario y los datos de tu vehículo.</p>
      </Section>

      <Section title="Conservación de datos personales">
        <p>
          Conservamos tus datos hasta que solicites su supresión. Puedes borrarlos tú mismo desde tu perfil con «Borrar
          todos mis datos».
        </p>
      </Section>

      <Section title="Destinatarios de datos personales">
        <p>
          No cedemos tus datos a terceros salvo obligación legal. Pueden acceder a datos de navegación Google Analytics,
          servicio de analítica web, y Amazon Afiliados, servicio de publicidad. La web está alojada en un proveedor de
          servicios en la nube.
        </p>
      </Section>

      <Section title="Exactitud y veracidad de los datos personales">
        <p>Te comprometes a que los datos que nos facilitas sean correctos, completos y estén actualizados.</p>
      </Section>

      <Section title="Aceptación y consentimiento">
        <p>Al usar la web y enviarnos tus datos declaras haber leído y aceptado esta política de privacidad.</p>
      </Section>

      <Section title="Revocabilidad">
        <p>Puedes retirar tu consentimiento en cualquier momento escribiendo a {contact}, sin efectos retroactivos.</p>
      </Section>

      <Section title="Cambios en la política de privacidad">
        <p>
          Podemos modificar esta política para adaptarla a cambios legales o del servicio. Publicaremos aquí cualquier
          cambio antes de aplicarlo.
        </p>
      </Section>

      <Section title="Redes sociales">
        <p>
          Si compartes GasolinaEco en redes sociales o mensajería, como WhatsApp, se aplican las condiciones y la
          política de privacidad de cada red.
        </p>
      </Section>
    </article>
  );
}
