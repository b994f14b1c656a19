package io.objbench.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.objbench.app.client.ControllerClient;
import io.objbench.core.protocol.ControllerRoutes;
import io.objbench.core.protocol.DriverRegistration;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.driver.MissionManager;
import io.objbench.driver.conf.DriverConf;
import io.objbench.driver.fleet.ControllerMembership;
import io.objbench.driver.http.DriverServer;
import io.objbench.driver.http.DriverServerSettings;
import io.objbench.http.tls.TlsContexts;
import io.objbench.http.tls.TlsSettings;
import io.objbench.testsupport.MockWorkloads;
import io.objbench.testsupport.TestPki;
import io.objbench.testsupport.WorkloadXml;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The control plane over real TLS, in one JVM: the controller command with controller.conf's
 * {@code tls_*} keys (client certificates required), a driver server with driver.conf's, the
 * driver registering itself over https, and the command line's client submitting a mock workload
 * that runs to FINISHED. Clients that do not trust the certificate, show none, or carry no token
 * are refused. Certificates are made by openssl for the test ({@link TestPki}).
 */
class TlsControlPlaneTest {

    private static final String TOKEN = "tls-" + UUID.randomUUID();

    @TempDir
    Path dir;

    @Test
    void aWorkloadRunsToFinishedOverTlsAndUntrustedOrAnonymousClientsAreRefused() throws Exception {
        TestPki pki = TestPki.create(Files.createDirectories(dir.resolve("pki")));
        String serverTls = "tls_cert = " + pki.serverCert() + "\ntls_key = " + pki.serverKey()
                + "\ntls_client_auth = need\ntls_client_ca = " + pki.ca() + "\ntls_ca = " + pki.ca() + "\n";
        Path conf = Files.writeString(dir.resolve("controller.conf"), "[controller]\ndrivers = 0\narchive_dir = "
                + dir.resolve("archive") + "\ntoken = " + TOKEN + "\nheartbeat_interval = 1\n" + serverTls);
        ControllerCommand command = new ControllerCommand();
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("--conf", conf.toString(), "--port", "0"), Thread::startVirtualThread);
        DriverServer driver = null;
        ControllerMembership membership = null;
        try {
            Matcher m = Pattern.compile("listening on (https://127\\.0\\.0\\.1:\\d+),").matcher("");
            for (int i = 0; i < 1200 && !m.reset(out.toString()).find(); i++) {
                Thread.sleep(50);
            }
            assertThat(m.find(0)).as(out.toString()).isTrue();
            String controller = m.group(1);

            // the driver: its conf's TLS for its endpoint and for registering
            DriverConf driverConf = DriverConf.parse("[driver]\nname = d1\ntoken = " + TOKEN + "\n" + serverTls,
                    "driver.conf");
            driver = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN).withTls(driverConf.tls()),
                    MissionManager.withDefaults("d1"));
            driver.start();
            String driverUrl = driver.url();
            assertThat(driverUrl).startsWith("https://127.0.0.1:");
            membership = new ControllerMembership(URI.create(controller), TOKEN,
                    new DriverRegistration("d1", driver.url(), UUID.randomUUID().toString(), "test"), driverConf.tls());
            assertThat(membership.join()).as("registered over https").isNotNull();

            // the command line's client, with the test CA and a client certificate
            SSLContext cli = TlsContexts.client(TlsSettings.client(pki.ca(), pki.clientCert(), pki.clientKey()));
            ControllerClient client = new ControllerClient(controller, TOKEN, cli);
            for (int i = 0; i < 200 && client.drivers().stream().noneMatch(d -> d.alive()); i++) {
                Thread.sleep(50); // the controller polls the new driver over https before it counts as alive
            }
            WorkloadXml workload = MockWorkloads.initThenWrite("tls-run", "tls" + UUID.randomUUID().toString()
                    .substring(0, 8), "c(1)KB");
            workload.work("main").totalOps(50);
            String xml = workload.xml();
            WorkloadView queued = client.submit(xml, "tls-run.xml");
            WorkloadView view = queued;
            for (int i = 0; i < 600 && !isEnded(view.state()); i++) {
                Thread.sleep(50);
                view = client.workload(queued.id());
            }
            assertThat(view.state()).as("%s", view).isEqualTo("FINISHED");

            // a client that does not trust the certificate is refused in the handshake
            SSLContext otherCa = TlsContexts.client(TlsSettings.client(pki.otherCa(), pki.clientCert(), pki.clientKey()));
            assertThat(catchThrowable(() -> get(otherCa, controller + ControllerRoutes.WORKLOADS, TOKEN)))
                    .isInstanceOf(SSLHandshakeException.class);
            assertThat(catchThrowable(() -> get(otherCa, driverUrl + DriverRoutes.INFO, TOKEN)))
                    .isInstanceOf(SSLHandshakeException.class);
            // a client trusting the CA but without a certificate is refused (client auth required)
            SSLContext anonymous = TlsContexts.client(TlsSettings.client(pki.ca(), null, null));
            for (String url : List.of(controller + ControllerRoutes.WORKLOADS, driverUrl + DriverRoutes.INFO)) {
                Throwable t = catchThrowable(() -> get(anonymous, url, TOKEN));
                assertThat(sslFailure(t)).as("%s refused in TLS: %s", url, t).isTrue();
            }
            // through TLS with a certificate but without the token: no API route answers (the web UI's
            // own rules, users and sessions, are in docs/security.md)
            List<String> routes = List.of(controller + ControllerRoutes.WORKLOADS, controller + ControllerRoutes.DRIVERS,
                    controller + ControllerRoutes.METRICS, controller + "/controller/cli/index.action",
                    driverUrl + DriverRoutes.INFO, driverUrl + DriverRoutes.MISSIONS, driverUrl + "/metrics");
            List<String> answers = new ArrayList<>();
            for (String url : routes) {
                answers.add(get(cli, url, null) + " " + url);
                answers.add(get(cli, url, "wrong") + " " + url);
            }
            assertThat(answers).allSatisfy(a -> assertThat(a).startsWith("401 "));
            assertThat(get(cli, controller + ControllerRoutes.WORKLOADS, TOKEN)).isEqualTo("200");
        } finally {
            if (membership != null) {
                membership.leave();
                membership.close();
            }
            if (driver != null) {
                driver.stop();
            }
            command.requestStop();
        }
        assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
    }

    @Test
    void plainHttpBeyondLoopbackWarnsOnceAtStart() throws Exception {
        List<LogRecord> warnings = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLevel().intValue() >= Level.WARNING.intValue()) {
                    synchronized (warnings) {
                        warnings.add(r);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger("io.objbench.controller.server.ControllerServer");
        logger.addHandler(capture);
        Path conf = Files.writeString(dir.resolve("controller.conf"), "[controller]\ndrivers = 0\narchive_dir = "
                + dir.resolve("archive") + "\ntoken = " + TOKEN + "\nhost = 0.0.0.0\n");
        ControllerCommand command = new ControllerCommand();
        StringWriter out = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("--conf", conf.toString(), "--port", "0"), Thread::startVirtualThread);
        try {
            for (int i = 0; i < 1200 && !out.toString().contains("listening on http://0.0.0.0:"); i++) {
                Thread.sleep(50);
            }
            assertThat(out.toString()).contains("listening on http://0.0.0.0:");
        } finally {
            command.requestStop();
            logger.removeHandler(capture);
        }
        assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
        synchronized (warnings) {
            assertThat(warnings).filteredOn(r -> r.getMessage().startsWith("PLAIN HTTP beyond loopback")).hasSize(1)
                    .allSatisfy(r -> assertThat(r.getMessage()).contains("0.0.0.0").contains("tls_cert")
                            .doesNotContain(TOKEN));
        }
    }

    private static boolean isEnded(String state) {
        return List.of("FINISHED", "FAILED", "TERMINATED", "CANCELLED").contains(state);
    }

    /** TLS 1.3 may report a refused client certificate at the first read rather than in the handshake. */
    private static boolean sslFailure(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof SSLException || String.valueOf(c.getMessage()).contains("certificate_required")) {
                return true;
            }
        }
        return false;
    }

    /** The status of a GET with {@code token} (null: no Authorization header). */
    private static String get(SSLContext tls, String url, String token) throws Exception {
        try (HttpClient http = HttpClient.newBuilder().sslContext(tls).connectTimeout(Duration.ofSeconds(5)).build()) {
            HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10));
            if (token != null) {
                r.header("Authorization", "Bearer " + token);
            }
            return String.valueOf(http.send(r.build(), HttpResponse.BodyHandlers.discarding()).statusCode());
        }
    }
}
