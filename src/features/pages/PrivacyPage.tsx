// privacidad (SPEC §2 Privacy policy): every section the spec lists, true to what the app does: its own
// two technical cookies, the driver's data on the device, no analytics and no advertising service (the
// CSP allows only our own scripts). The contact address comes from the server configuration (contactEmail).
import { Trans, useLingui } from "@lingui/react/macro";
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
  const { t } = useLingui();
  const title = t`Política de privacidad`;
  usePageTitle(screenTitle(title));
  const config = usePublicConfigStore((state) => state.config);
  const loadConfig = usePublicConfigStore((state) => state.load);
  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);
  const email = configText(config, "contactEmail");
  const contact = email ? <a href={`mailto:${email}`}>{email}</a> : t`nuestra dirección de contacto`;

  return (
    <article className="card page-wide privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{title}</h1>
      <p>
        <Trans>
          Para navegar por GasolinaEco no necesitas darnos ningún dato personal. Solo tratamos los datos que tú nos
          facilitas de forma voluntaria a través de los formularios de contacto y de registro, por correo electrónico o
          al publicar comentarios. Esta política completa nuestro aviso legal y nuestra política de cookies.
        </Trans>
      </p>

      <Section title={t`Principios aplicados en el tratamiento de datos`}>
        <p>
          <Trans>
            Tratamos tus datos con licitud, lealtad y transparencia; solo para fines determinados y legítimos; limitados
            a lo necesario; exactos y actualizados; conservados el tiempo imprescindible; y con la seguridad adecuada,
            según el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).
          </Trans>
        </p>
      </Section>

      <Section title={t`Obtención de datos personales`}>
        <p>
          <Trans>
            Los datos se obtienen únicamente cuando tú los envías: al registrarte, al rellenar el formulario de contacto,
            al escribirnos un correo electrónico, al comentar una gasolinera o subir una foto, al avisarnos de un precio
            incorrecto o al crear un aviso de bajada de precio.
          </Trans>
        </p>
      </Section>

      <Section title={t`Derechos de los usuarios`}>
        <p>
          <Trans>
            Puedes ejercer tus derechos de acceso, rectificación, cancelación (supresión), limitación, oposición y
            portabilidad escribiendo a {contact}, adjuntando una prueba válida de tu identidad, como una copia de tu
            documento de identidad. También puedes reclamar ante la Agencia Española de Protección de Datos.
          </Trans>
        </p>
      </Section>

      <Section title={t`Finalidad del tratamiento de datos personales`}>
        <p>
          <Trans>
            Usamos tus datos para gestionar tu cuenta, mostrarte el coste de llenar tu depósito, guardar tus gasolineras
            favoritas, enviarte los avisos de bajada de precio que pidas, publicar tus opiniones y responder a tus
            consultas. No los usamos para decisiones automatizadas, no elaboramos perfiles y no mostramos publicidad.
          </Trans>
        </p>
      </Section>

      <Section title={t`Seguridad de los datos personales`}>
        <p>
          <Trans>
            Aplicamos medidas técnicas y organizativas para proteger tus datos: conexiones cifradas, contraseñas guardadas
            con cifrado irreversible y acceso restringido a la información.
          </Trans>
        </p>
      </Section>

      <Section title={t`Contenido de otros sitios web`}>
        <p>
          <Trans>
            El mapa descarga sus imágenes de OpenStreetMap, que recibe tu dirección IP como cualquier web que visitas. Para
            calcular una ruta o sugerir lugares, nuestro servidor consulta un servicio de rutas y uno de direcciones con
            los puntos que escribes, nunca con tus datos de cuenta. Los enlaces de la tienda llevan a Amazon, que aplica
            su propia política de privacidad cuando lo visitas.
          </Trans>
        </p>
      </Section>

      <Section title={t`Política de cookies`}>
        <p>
          <Trans>
            Solo usamos dos cookies propias y técnicas: XSRF-TOKEN, que protege tus envíos frente a otras webs, y
            gasolinaeco_cookies, que recuerda que has leído el aviso de cookies. No usamos cookies de terceros, ni de
            analítica ni de publicidad. Tus preferencias (combustible, distancia, favoritas, consumo de tu coche) y los
            precios para usar la aplicación sin conexión se guardan en tu propio dispositivo y no salen de él salvo para
            sincronizar tus favoritas con tu cuenta. Puedes borrarlo todo desde tu navegador.
          </Trans>
        </p>
      </Section>

      <Section title={t`Legitimación para el tratamiento de datos`}>
        <p>
          <Trans>La base legal para tratar tus datos es tu consentimiento, que das al enviarnos tus datos.</Trans>
        </p>
      </Section>

      <Section title={t`Categorías de datos personales`}>
        <p>
          <Trans>
            Solo tratamos datos identificativos: correo electrónico, nombre de usuario y los datos de tu vehículo; y, si
            creas un aviso de precio, la dirección de tu navegador para las notificaciones.
          </Trans>
        </p>
      </Section>

      <Section title={t`Conservación de datos personales`}>
        <p>
          <Trans>
            Conservamos tus datos hasta que solicites su supresión. Puedes borrarlos tú mismo desde tu perfil con «Borrar
            todos mis datos».
          </Trans>
        </p>
      </Section>

      <Section title={t`Destinatarios de datos personales`}>
        <p>
          <Trans>
            No cedemos tus datos a terceros salvo obligación legal. No usamos servicios de analítica web ni de publicidad.
            Los avisos de precio por notificación pasan por el servicio de notificaciones de tu navegador (por ejemplo, el
            de Google, Mozilla o Apple), cifrados de modo que solo tu navegador puede leerlos. La web está alojada en un
            proveedor de servicios en la nube.
          </Trans>
        </p>
      </Section>

      <Section title={t`Exactitud y veracidad de los datos personales`}>
        <p>
          <Trans>Te comprometes a que los datos que nos facilitas sean correctos, completos y estén actualizados.</Trans>
        </p>
      </Section>

      <Section title={t`Aceptación y consentimiento`}>
        <p>
          <Trans>Al usar la web y enviarnos tus datos declaras haber leído y aceptado esta política de privacidad.</Trans>
        </p>
      </Section>

      <Section title={t`Revocabilidad`}>
        <p>
          <Trans>Puedes retirar tu consentimiento en cualquier momento escribiendo a {contact}, sin efectos retroactivos.</Trans>
        </p>
      </Section>

      <Section title={t`Cambios en la política de privacidad`}>
        <p>
          <Trans>
            Podemos modificar esta política para adaptarla a cambios legales o del servicio. Publicaremos aquí cualquier
            cambio antes de aplicarlo.
          </Trans>
        </p>
      </Section>

      <Section title={t`Redes sociales`}>
        <p>
          <Trans>
            Si compartes GasolinaEco en redes sociales o mensajería, como WhatsApp, se aplican las condiciones y la
            política de privacidad de cada red.
          </Trans>
        </p>
      </Section>
    </article>
  );
}
