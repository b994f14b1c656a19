package io.objbench.web;

import io.objbench.controller.archive.Archive;
import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.driver.DriverPool;
import io.objbench.driver.local.LocalDriverClient;
import io.objbench.controller.history.History;
import io.objbench.controller.queue.WorkloadQueue;
import io.objbench.controller.run.RunSettings;
import io.objbench.controller.run.WorkloadRunner;
import io.objbench.controller.server.ControllerServer;
import io.objbench.controller.server.ServerSettings;
import io.objbench.driver.MissionManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A real controller server on a free loopback port with the web UI mounted, one in-process driver
 * with the mock adaptor, an archive in {@code dir}, and an HTTP client that does not follow
 * redirects (tests check them) and keeps no cookies unless given.
 */
final class WebTestKit implements AutoCloseable {

    final History history;
    final DriverPool pool;
    final WorkloadQueue queue;
    final ControllerServer server;
    final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    WebTestKit(Path dir, Path usersFile, String token) throws Exception {
        this(dir, usersFile, token, "127.0.0.1");
    }

    WebTestKit(Path dir, Path usersFile, String token, String host) throws Exception {
        this(dir, usersFile, token, host, DriverPool.local(new LocalDriverClient(MissionManager.withDefaults("driver1"))));
    }

    /** An open UI over in-process drivers named {@code driverNames}, all alive. */
    static WebTestKit withDrivers(Path dir, String... driverNames) throws Exception {
        Map<DriverEndpoint, LocalDriverClient> clients = new LinkedHashMap<>();
        for (String name : driverNames) {
            clients.put(new DriverEndpoint(name, "local:"), new LocalDriverClient(MissionManager.withDefaults(name)));
        }
        DriverPool pool = new DriverPool(clients, 3, DriverPool.DEFAULT_POLL_INTERVAL, Clock.systemUTC());
        pool.pollNow();
        return new WebTestKit(dir, null, "", "127.0.0.1", pool);
    }

    private WebTestKit(Path dir, Path usersFile, String token, String host, DriverPool drivers) throws Exception {
        ZoneId zone = ZoneId.of("UTC");
        history = History.load(new Archive(dir.resolve("archive"), zone), zone, Clock.systemUTC());
        pool = drivers;
        queue = new WorkloadQueue(history, 1, l -> new WorkloadRunner(pool::driverSet, RunSettings.defaults(), l),
                Clock.systemUTC());
        server = ControllerServer.newServer(new ServerSettings(host, 0, token, zone), queue, history, pool,
                usersFile);
        server.start();
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port()).resolve(path);
    }

    HttpResponse<String> get(String path, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(10));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    HttpResponse<String> post(String path, Map<String, String> form, String cookie) throws Exception {
        String body = form.entrySet().stream()
                .map(e -> enc(e.getKey()) + "=" + enc(e.getValue())).collect(Collectors.joining("&"));
        HttpRequest.Builder b = HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String enc(String s) {
        return java.net.URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws Exception {
        server.stop();
        queue.shutdown(Duration.ofSeconds(30));
        pool.close();
    }
}
