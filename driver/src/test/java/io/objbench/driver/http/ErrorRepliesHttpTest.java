package io.objbench.driver.http;

import static io.objbench.driver.http.DriverClient.error;
import static io.objbench.driver.http.DriverClient.json;
import static io.objbench.driver.http.DriverClient.read;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.objbench.api.AuthAdaptorFactory;
import io.objbench.api.StorageAdaptorFactory;
import io.objbench.core.json.Json;
import io.objbench.core.mission.DriverInfo;
import io.objbench.core.mission.MissionStatus;
import io.objbench.core.protocol.ApiError;
import io.objbench.core.protocol.DriverRoutes;
import io.objbench.core.protocol.MissionCreated;
import io.objbench.driver.AdaptorRegistry;
import io.objbench.driver.MissionManager;
import io.objbench.driver.measure.Clock;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every refusal comes back as an ApiError with its status and a message a person can act on. */
class ErrorRepliesHttpTest {

    private static final String TOKEN = "errors-token";

    private DriverServer server;
    private DriverClient client;

    @BeforeEach
    void start() throws Exception {
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN), MissionManager.withDefaults("d2"));
        server.start();
        client = new DriverClient(server.url(), TOKEN);
    }

    @AfterEach
    void stop() throws Exception {
        server.stop();
    }

    @Test
    void missingOrWrongTokenIs401OnEveryRoute() throws Exception {
        for (DriverClient bad : new DriverClient[] {new DriverClient(server.url(), null), new DriverClient(server.url(), "wrong"),
                new DriverClient(server.url(), TOKEN + "x"), new DriverClient(server.url(), "")}) {
            for (String path : new String[] {DriverRoutes.INFO, DriverRoutes.mission("m", DriverRoutes.STATUS), "/nowhere"}) {
                HttpResponse<String> r = bad.get(path);
                assertThat(r.statusCode()).as(path).isEqualTo(401);
                assertThat(error(r).message()).isEqualTo(
                        "missing or wrong bearer token: set the same token in controller.conf and driver.conf");
            }
            assertThat(bad.post(DriverRoutes.MISSIONS, "{}").statusCode()).isEqualTo(401);
        }
        assertThat(client.get(DriverRoutes.INFO).statusCode()).isEqualTo(200);
    }

    @Test
    void unknownRouteIs404() throws Exception {
        for (String path : new String[] {"/", "/driver", DriverRoutes.PREFIX, DriverRoutes.MISSIONS + "/m1",
                DriverRoutes.mission("m1", "explode"), DriverRoutes.INFO + "/"}) {
            HttpResponse<String> r = client.get(path);
            assertThat(r.statusCode()).as(path).isEqualTo(404);
            assertThat(error(r).message()).contains("no driver route").contains(DriverRoutes.PREFIX);
        }
    }

    @Test
    void unknownMissionIs404() throws Exception {
        HttpResponse<String> r = client.get(DriverRoutes.mission("ghost", DriverRoutes.STATUS));
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(error(r).message()).isEqualTo("no mission ghost on driver d2");
        assertThat(client.post(DriverRoutes.mission("ghost", DriverRoutes.CLOSE), "").statusCode()).isEqualTo(404);
        assertThat(client.post(DriverRoutes.mission("ghost", DriverRoutes.ABORT), "").statusCode()).isEqualTo(404);
    }

    @Test
    void wrongMethodIs405WithAllow() throws Exception {
        record Case(String method, String path, String allowed) {
        }
        for (Case c : new Case[] {new Case("PUT", DriverRoutes.MISSIONS, "GET, POST"), new Case("POST", DriverRoutes.INFO, "GET"),
                new Case("GET", DriverRoutes.mission("m1", DriverRoutes.LOGIN), "POST"),
                new Case("DELETE", DriverRoutes.mission("m1", DriverRoutes.CLOSE), "POST"),
                new Case("POST", DriverRoutes.mission("m1", DriverRoutes.STATUS), "GET")}) {
            HttpResponse<String> r = client.send(c.method(), c.path(), c.method().equals("GET") || c.method().equals("DELETE") ? null : "");
            assertThat(r.statusCode()).as(c.toString()).isEqualTo(405);
            assertThat(r.headers().firstValue("Allow")).hasValue(c.allowed());
            assertThat(error(r).message()).isEqualTo(c.method() + " is not allowed on " + c.path() + ": use " + c.allowed());
        }
    }

    @Test
    void malformedJsonIs400() throws Exception {
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, "{\"id\": ");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).startsWith("invalid mission (line 1, column ");

        assertThat(error(client.post(DriverRoutes.MISSIONS, "")).message()).isEqualTo("empty body: POST a Mission as JSON");
        assertThat(error(client.post(DriverRoutes.MISSIONS, "null")).message()).contains("POST a Mission object");
        assertThat(client.post(DriverRoutes.MISSIONS, "[1,2]").statusCode()).isEqualTo(400);
    }

    @Test
    void unknownFieldIs400NamingTheField() throws Exception {
        ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
        ((ObjectNode) tree.get("work")).put("wrokers", 3);
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, tree.toString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).startsWith("invalid mission at $.work.wrokers")
                .endsWith(": unknown field 'wrokers'").doesNotContain("io.objbench", "`");
    }

    @Test
    void missionFailingItsOwnValidationIs400WithTheReason() throws Exception {
        ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
        tree.put("workerOffset", 5);
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, tree.toString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).contains("mission m1: workers 6..7 are not within 1..2");
    }

    @Test
    void missingRequiredFieldIs400NamingIt() throws Exception {
        ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
        ((ObjectNode) tree.get("work")).remove("type");
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, tree.toString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).startsWith("invalid mission at $.work").endsWith(": required field 'type' is missing or null");

        HttpResponse<String> wrongType = client.post(DriverRoutes.MISSIONS, "{\"id\":\"x\",\"workers\":\"many\"}");
        assertThat(error(wrongType).message()).startsWith("invalid mission at $.workers (line 1, column ")
                .endsWith(": expected a whole number (at most 2147483647)").doesNotContain("java", "`");
    }

    @Test
    void missingOrInexactNumbersAreRefusedNotDefaulted() throws Exception {
        for (String field : new String[] {"workloadId", "stageId", "workerOffset", "seed", "workers"}) {
            ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
            tree.remove(field);
            HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, tree.toString());
            assertThat(r.statusCode()).as(field).isEqualTo(400);
            assertThat(error(r).message()).as(field).contains(field);
        }
        ObjectNode fractional = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
        fractional.put("workers", 1.5);
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, fractional.toString());
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).startsWith("invalid mission at $.workers");
    }

    @Test
    void missionIdsThatCouldNotBePolledAgainAreRefused() throws Exception {
        for (String id : new String[] {"", "a/b", "../x", "a b", "x".repeat(100_000), "-x", "é"}) {
            ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
            tree.put("id", id);
            HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, tree.toString());
            assertThat(r.statusCode()).as(id.length() > 20 ? id.substring(0, 20) : id).isEqualTo(400);
            assertThat(error(r).message()).startsWith("invalid mission at $.id").doesNotContain("x".repeat(100));
        }
        ObjectNode tree = Json.mapper().valueToTree(TestMissions.timed("m1", 5));
        tree.put("stageId", "s1\nforged log line");
        assertThat(error(client.post(DriverRoutes.MISSIONS, tree.toString())).message())
                .startsWith("invalid mission at $.stageId");
    }

    @Test
    void aMissionMoreWorkersThanTheDriverHoldsIsRefusedBeforeAnythingIsAllocated() throws Exception {
        server.stop();
        MissionManager small = MissionManager.withDefaults("d2").maxWorkers(3);
        server = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, TOKEN), small);
        server.start();
        client = new DriverClient(server.url(), TOKEN);
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m1", 30))), 201, MissionCreated.class);
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m2", 30)));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).isEqualTo("driver d2 runs at most 3 workers at once (max_workers in"
                + " driver.conf): mission m2 asks for 2 with 2 already running");
        client.post(DriverRoutes.mission("m1", DriverRoutes.ABORT), "");
    }

    @Test
    void missionTheDriverCannotRunIs400() throws Exception {
        String json = json(TestMissions.all("m1", TestMissions.work("nosuch", "", """
                <work name="main" workers="1" totalOps="1">
                  <operation type="read" ratio="100" config="containers=c(1);objects=c(1)" />
                </work>""")));
        HttpResponse<String> r = client.post(DriverRoutes.MISSIONS, json);
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).contains("nosuch");
    }

    @Test
    void wrongStateIs409() throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m1", 30))), 201, MissionCreated.class);

        HttpResponse<String> again = client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m1", 30)));
        assertThat(again.statusCode()).isEqualTo(409);
        assertThat(error(again).message()).isEqualTo("mission m1 already exists");

        HttpResponse<String> early = client.post(DriverRoutes.mission("m1", DriverRoutes.CLOSE), "");
        assertThat(early.statusCode()).isEqualTo(409);
        assertThat(error(early).message()).isEqualTo("mission m1 is SUBMITTED, not finished");

        HttpResponse<String> launch = client.post(DriverRoutes.mission("m1", DriverRoutes.LAUNCH), "");
        assertThat(launch.statusCode()).isEqualTo(409);
        assertThat(error(launch).message()).contains("m1").contains("SUBMITTED");

        read(client.post(DriverRoutes.mission("m1", DriverRoutes.ABORT), ""), 200, io.objbench.core.mission.MissionReport.class);
    }

    @Test
    void badAfterIs400AndMissingAfterMeansAll() throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m1", 30))), 201, MissionCreated.class);
        HttpResponse<String> r = client.get(DriverRoutes.mission("m1", DriverRoutes.STATUS) + "?after=soon");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(error(r).message()).contains("after=soon").contains("integer");
        assertThat(read(client.get(DriverRoutes.mission("m1", DriverRoutes.STATUS)), 200, MissionStatus.class).state())
                .isEqualTo(io.objbench.core.mission.MissionState.SUBMITTED);
        client.post(DriverRoutes.mission("m1", DriverRoutes.ABORT), "");
    }

    @Test
    void aWaitOutsideZeroToSixtySecondsIs400() throws Exception {
        read(client.post(DriverRoutes.MISSIONS, json(TestMissions.timed("m1", 30))), 201, MissionCreated.class);
        for (String wait : new String[] {"-1", "60001", "soon"}) {
            HttpResponse<String> r = client.get(DriverRoutes.mission("m1", DriverRoutes.STATUS) + "?after=0&wait=" + wait);
            assertThat(r.statusCode()).as("wait=%s", wait).isEqualTo(400);
            assertThat(error(r).message()).contains("wait=" + wait).contains("60000");
        }
        // a mission not launched does not end by itself: the wait runs out and the state comes back
        MissionStatus s = read(client.get(DriverRoutes.mission("m1", DriverRoutes.STATUS) + "?after=0&wait=100"), 200,
                MissionStatus.class);
        assertThat(s.state()).isEqualTo(io.objbench.core.mission.MissionState.SUBMITTED);
        client.post(DriverRoutes.mission("m1", DriverRoutes.ABORT), "");
    }

    @Test
    void unexpectedFailureIs500WithTheMessage() throws Exception {
        AdaptorRegistry broken = new AdaptorRegistry() {
            @Override
            public Optional<StorageAdaptorFactory> storage(String type) {
                return Optional.empty();
            }

            @Override
            public Optional<AuthAdaptorFactory> auth(String type) {
                return Optional.empty();
            }

            @Override
            public Set<String> storageTypes() {
                throw new IllegalStateException("registry exploded");
            }

            @Override
            public Set<String> authTypes() {
                return Set.of();
            }
        };
        DriverServer s = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, null),
                new MissionManager("d3", broken, Clock.system()));
        s.start();
        try {
            HttpResponse<String> r = new DriverClient(s.url(), null).get(DriverRoutes.INFO);
            assertThat(r.statusCode()).isEqualTo(500);
            ApiError e = error(r);
            assertThat(e.message()).isEqualTo("internal driver error; the driver's log has the details");
        } finally {
            s.stop();
        }
    }

    @Test
    void errorsJettyRaisesItselfAreApiErrorsToo() throws Exception {
        URI uri = URI.create(server.url());
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.getOutputStream().write(("GET " + DriverRoutes.INFO + " HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(20_000)
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(reply).startsWith("HTTP/1.1 431 ").contains("application/json").contains("{\"status\":431,\"message\":");
        }
    }

    @Test
    void oversizedMissionIs413WithoutReadingIt() throws Exception {
        URI uri = URI.create(server.url());
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.getOutputStream().write(("POST " + DriverRoutes.MISSIONS + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer "
                    + TOKEN + "\r\nContent-Type: application/json\r\nContent-Length: 20000000\r\n\r\n{")
                    .getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            String reply = new String(socket.getInputStream().readNBytes(400), StandardCharsets.UTF_8);
            assertThat(reply).startsWith("HTTP/1.1 413 ").contains("over the limit of 8388608 bytes");
        }
    }

    @Test
    void missionOverTheLimitWithinTheDrainLimitIs413OnAConnectionThatStays() throws Exception {
        URI uri = URI.create(server.url());
        int length = 9 << 20; // over the mission limit, under RefusedRequests.MAX_DRAINED
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(20_000);
            java.io.OutputStream out = socket.getOutputStream();
            out.write(("POST " + DriverRoutes.MISSIONS + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TOKEN
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + length + "\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.write(new byte[length]); // the whole body: the driver reads and drops it before its reply
            out.write(("GET " + DriverRoutes.INFO + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TOKEN
                    + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            java.io.InputStream in = socket.getInputStream();
            assertThat(oneReply(in)).startsWith("HTTP/1.1 413 ").contains("over the limit of 8388608 bytes")
                    .doesNotContainIgnoringCase("connection: close");
            assertThat(oneReply(in)).as("the next request on the same connection").startsWith("HTTP/1.1 200 ");
        }
    }

    /** One HTTP/1.1 reply with a Content-Length, read off a connection that stays open. */
    private static String oneReply(java.io.InputStream in) throws java.io.IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new java.io.EOFException("connection closed after: " + head);
            }
            head.append((char) b);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)content-length: (\\d+)").matcher(head);
        int length = m.find() ? Integer.parseInt(m.group(1)) : 0;
        return head + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    @Test
    void noTokenOnLoopbackAcceptsEveryone() throws Exception {
        DriverServer open = DriverServer.newServer(DriverServerSettings.of("127.0.0.1", 0, null), MissionManager.withDefaults("d4"));
        open.start();
        try {
            assertThat(read(new DriverClient(open.url(), null).get(DriverRoutes.INFO), 200, DriverInfo.class).name()).isEqualTo("d4");
            assertThat(new DriverClient(open.url(), "anything").get(DriverRoutes.INFO).statusCode()).isEqualTo(200);
        } finally {
            open.stop();
        }
    }
}
