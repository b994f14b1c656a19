package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The submit page takes an ssbench scenario: converted on the controller with the form's ssbench fields. */
class SubmitScenarioTest {

    @TempDir
    Path dir;

    private static String scenario() {
        return """
                {"name": "web scenario", "container_base": "web%s", "container_count": 3,
                 "sizes": [{"name": "tiny", "size_min": 10, "size_max": 20}],
                 "initial_files": {"tiny": 4}, "operation_count": 30, "crud_profile": [3, 4, 2, 1], "user_count": 2}
                """.formatted(UUID.randomUUID().toString().substring(0, 8));
    }

    private static JsonNode json(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).isEqualTo(200);
        return Json.mapper().readTree(r.body());
    }

    @Test
    void aScenarioIsCheckedWithItsFieldsAndEveryErrorOfABadOneIsListed() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            JsonNode ok = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-users", "5"), null));
            assertThat(ok.get("ok").asBoolean()).as(ok.toString()).isTrue();
            assertThat(ok.get("name").asText()).isEqualTo("web scenario");
            assertThat(ok.get("stages").asInt()).isEqualTo(4);

            JsonNode keep = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-keep", "on"), null));
            assertThat(keep.get("stages").asInt()).isEqualTo(3);

            JsonNode bad = json(kit.post("/ui/submit/check", Map.of("xml",
                    "{\"sizes\": [{\"name\": \"t\", \"size_min\": 2, \"size_max\": 1}],\n \"initial_files\": {\"t\": 1}}"),
                    null));
            assertThat(bad.get("ok").asBoolean()).isFalse();
            assertThat(bad.get("errors").findValuesAsText("message")).anyMatch(m -> m.contains("missing key 'name'"))
                    .anyMatch(m -> m.contains("size_min (2) is greater than size_max (1)"));

            JsonNode field = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-ops", "zero",
                    "ss-storage", "swift"), null));
            assertThat(field.get("errors").get(0).get("message").asText()).isEqualTo("ops 'zero': expected a whole"
                    + " number from 1");
            JsonNode swift = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-storage", "swift"), null));
            assertThat(swift.get("errors").get(0).get("message").asText()).startsWith("--storage swift needs credentials");
        }
    }

    @Test
    void aSubmittedScenarioRunsAndItsArchiveKeepsTheScenario() throws Exception {
        String text = scenario();
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            HttpResponse<String> r = kit.post("/ui/submit", Map.of("xml", text, "ss-storage-config", "delay=0"), null);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(303);
            assertThat(kit.queue.list()).singleElement().satisfies(v -> assertThat(v.name()).isEqualTo("web scenario"));
            Path archive = dir.resolve("archive");
            Instant until = Instant.now().plus(Duration.ofSeconds(60));
            Path kept = null;
            while (kept == null && Instant.now().isBefore(until)) {
                // the run writes its archive meanwhile (temporary files renamed into place): look in
                // each run folder by name, and look again when a listed file was renamed away
                try (Stream<Path> s = Files.exists(archive) ? Files.list(archive) : Stream.empty()) {
                    kept = s.map(run -> run.resolve("ssbench.scenario")).filter(Files::isRegularFile).findFirst().orElse(null);
                } catch (java.io.UncheckedIOException e) {
                    kept = null;
                }
                Thread.sleep(100);
            }
            assertThat(kept).as("ssbench.scenario in the run's archive folder").isNotNull();
            assertThat(Files.readString(kept)).isEqualTo(text);
        }
    }

    @Test
    void aScenarioSubmittedWithKeystoneFieldsAsksTheDriversForSwiftWithKeystone() throws Exception {
        // the keys themselves: ScenarioFormTest; here the form's path over HTTP to the admission
        Map<String, String> form = Map.of("xml", scenario(), "ss-storage", "swift",
                "ss-os-auth-url", "http://127.0.0.1:9/v3", "ss-os-username", "bench",
                "ss-os-password", "s3cret", "ss-os-project-name", "perf");
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            JsonNode checked = json(kit.post("/ui/submit/check", form, null));
            assertThat(checked.get("ok").asBoolean()).isFalse();
            // this kit's driver has the mock's adaptors only: the converted workload asks for swift with keystone
            assertThat(checked.get("message").asText()).contains("work 'main': driver driver1 lacks storage 'swift'"
                    + " and auth 'keystone'");
            HttpResponse<String> r = kit.post("/ui/submit", form, null);
            assertThat(r.body()).contains("lacks storage &#39;swift&#39; and auth &#39;keystone&#39;");
            assertThat(kit.queue.list()).isEmpty();
        }
    }

    @Test
    void keystoneFieldsAreCheckedWithTheFieldsTheyNeed() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            JsonNode both = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-storage", "swift",
                    "ss-auth-url", "http://p/auth/v1.0", "ss-os-auth-url", "http://k/v3"), null));
            assertThat(both.get("errors").get(0).get("message").asText())
                    .startsWith("give either the Swift v1 auth fields or the Keystone v3 fields, not both");
            JsonNode mock = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-os-auth-url", "http://k/v3"),
                    null));
            assertThat(mock.get("errors").get(0).get("message").asText())
                    .isEqualTo("the Keystone v3 fields (OS_AUTH_URL) need storage swift, not mock");
            JsonNode missing = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-storage", "swift",
                    "ss-os-auth-url", "http://k/v3", "ss-os-username", "u"), null));
            assertThat(missing.get("errors").get(0).get("message").asText())
                    .isEqualTo("Keystone auth (OS_AUTH_URL is set) needs OS_PASSWORD, OS_PROJECT_NAME (or OS_PROJECT_ID,"
                            + " OS_TENANT_NAME)");
            JsonNode noUrl = json(kit.post("/ui/submit/check", Map.of("xml", scenario(), "ss-storage", "swift",
                    "ss-os-username", "u"), null));
            assertThat(noUrl.get("errors").get(0).get("message").asText())
                    .isEqualTo("Keystone v3 needs its auth URL (OS_AUTH_URL)");
        }
    }
}
