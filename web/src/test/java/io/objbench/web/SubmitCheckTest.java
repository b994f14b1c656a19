package io.objbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.core.json.Json;
import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The submit page's Validate and Dry run: every error at once, warnings, slices per driver. */
class SubmitCheckTest {

    static final String KEEPING = WorkloadXml.named("keeping")
            .storage("mock", "delay=0;store=true")
            .stage("prepare", Work.prepare(3, "containers=r(1,1);objects=r(1,30);sizes=c(1)KB"))
            .stage("main", Work.named("read", 3).runtime(20).op("read", 100, "containers=c(1);objects=u(1,30)"))
            .bare();

    static final String THREE_ERRORS = """
            <workload name="bad" colour="red">
              <storage type="mock"/>
              <workflow>
                <workstage name="a">
                  <work name="w" workers="x" runtime="5">
                    <operation type="read" ratio="100" config="containers=u(1,2);objects=u(1,9)"/>
                  </work>
                  <work name="v" workers="2" runtime="5">
                    <operation type="read" ratio="40" config="containers=u(1,2);objects=u(1,9)"/>
                  </work>
                </workstage>
              </workflow>
            </workload>
            """;

    @TempDir
    Path dir;

    private static JsonNode json(HttpResponse<String> r) throws Exception {
        assertThat(r.statusCode()).isEqualTo(200);
        return Json.mapper().readTree(r.body());
    }

    @Test
    void validateListsEveryErrorAtOnceWithItsLine() throws Exception {
        try (WebTestKit kit = new WebTestKit(dir, null, "")) {
            JsonNode reply = json(kit.post("/ui/submit/check", Map.of("xml", THREE_ERRORS, "name", "bad.xml"), null));
            assertThat(reply.get("ok").asBoolean()).isFalse();
            assertThat(reply.get("errors")).hasSize(3);
            assertThat(reply.get("errors").findValuesAsText("line")).containsExactly("1", "5", "8");
            assertThat(reply.get("errors").get(2).get("message").asText()).isEqualTo("bad.xml:8:7: the ratios of work"
                    + " 'v' sum to 40: the ratios of its operations must sum to 100");
            // the first error stays where the page's script and older clients read it
            assertThat(reply.get("line").asInt()).isEqualTo(1);
            assertThat(reply.get("message").asText()).startsWith("bad.xml:1:22: unknown attribute 'colour'");

            HttpResponse<String> page = kit.post("/ui/submit", Map.of("xml", THREE_ERRORS), null);
            assertThat(page.statusCode()).isEqualTo(400);
            assertThat(page.body()).contains("data-testid=\"submit-error\" data-line=\"1\"",
                    "data-testid=\"submit-error\" data-line=\"5\"", "data-testid=\"submit-error\" data-line=\"8\"",
                    "data-line=\"5\" data-testid=\"submit-bad-line\"", "data-line=\"8\" data-testid=\"submit-bad-line\"");
            assertThat(kit.queue.list()).isEmpty();
        }
    }

    @Test
    void aKeepingMockIsValidWithAWarningOnlyWhenItWouldBeSplit() throws Exception {
        try (WebTestKit one = new WebTestKit(dir.resolve("one"), null, "")) {
            JsonNode reply = json(one.post("/ui/submit/check", Map.of("xml", KEEPING), null));
            assertThat(reply.get("ok").asBoolean()).isTrue();
            assertThat(reply.get("warnings")).isEmpty();
        }
        try (WebTestKit two = WebTestKit.withDrivers(dir.resolve("two"), "driver1", "driver2")) {
            JsonNode reply = json(two.post("/ui/submit/check", Map.of("xml", KEEPING), null));
            assertThat(reply.get("ok").asBoolean()).isTrue();
            assertThat(reply.get("warnings")).hasSize(2);
            assertThat(reply.get("warnings").get(0).asText()).startsWith("stage s1-prepare: work 'prepare' on storage"
                    + " mock with store=true would run on drivers driver1, driver2;");
            assertThat(json(two.post("/ui/submit/check", Map.of("xml", KEEPING.replace(";store=true", "")), null))
                    .get("warnings")).isEmpty();

            HttpResponse<String> dry = two.post("/ui/submit/dryrun", Map.of("xml", KEEPING), null);
            assertThat(dry.statusCode()).isEqualTo(200);
            assertThat(dry.body()).contains("data-testid=\"dryrun-warning\"",
                    "data-driver=\"driver1\" data-workers=\"2\" data-first=\"1\" data-last=\"2\"",
                    "data-driver=\"driver2\" data-workers=\"1\" data-first=\"3\" data-last=\"3\"",
                    "op1: containers 1 (shared), objects 1–20 (own)",
                    "op1: containers 1 (shared), objects 21–30 (own)",
                    "Expected duration: unknown, at least 20 s (not known in advance: s1-prepare)");
            assertThat(two.queue.list()).isEmpty();
        }
    }
}
