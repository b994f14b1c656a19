package io.objbench.web.pages.submit;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.config.KeyValueConfig;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The submit form's ssbench fields as the submit page reads them ({@link SubmitPages.Input#of}):
 * a scenario with the Keystone v3 fields becomes a workload whose every work logs in with the
 * swift adaptor's keystone keys, as {@code OS_*} variables do on the command line.
 */
class ScenarioFormTest {

    private static final String SCENARIO = """
            {"name": "ks", "sizes": [{"name": "tiny", "size_min": 10, "size_max": 20}],
             "initial_files": {"tiny": 4}, "operation_count": 30, "crud_profile": [3, 4, 2, 1], "user_count": 2}
            """;

    @Test
    void keystoneFieldsBecomeTheKeystoneKeysOfEveryWork() throws Exception {
        Map<String, String> form = new LinkedHashMap<>();
        form.put("xml", SCENARIO);
        form.put("ss-storage", "swift");
        form.put("ss-os-auth-url", "http://keystone:5000/v3");
        form.put("ss-os-username", "bench");
        form.put("ss-os-password", "s3cret");
        form.put("ss-os-project-name", "perf");
        form.put("ss-os-user-domain-name", "users");
        form.put("ss-os-project-domain-name", "projects");
        form.put("ss-os-region-name", "RegionTwo");
        form.put("ss-os-interface", "internal");
        SubmitPages.Input in = SubmitPages.Input.of(form);
        assertThat(in.problems()).isEmpty();
        Workload w = WorkloadReader.read(in.xml(), in.fileName());
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "prepare", "main", "cleanup");
        for (Stage stage : w.stages()) {
            for (Work work : stage.works()) {
                assertThat(work.storage().type()).isEqualTo("swift");
                assertThat(work.auth().type()).as(work.name()).isEqualTo("keystone");
                assertThat(KeyValueConfig.parse(work.auth().config())).containsExactly(
                        Map.entry("auth_url", "http://keystone:5000/v3"), Map.entry("username", "bench"),
                        Map.entry("password", "s3cret"), Map.entry("project", "perf"),
                        Map.entry("user_domain", "users"), Map.entry("project_domain", "projects"),
                        Map.entry("region", "RegionTwo"), Map.entry("interface", "internal"),
                        Map.entry("caching", "true"));
            }
        }
    }

    @Test
    void aProjectIdAndTheDefaultsOfTheBlankFields() throws Exception {
        Map<String, String> form = Map.of("xml", SCENARIO, "ss-storage", "swift", "ss-os-auth-url", "http://k/v3",
                "ss-os-username", "u", "ss-os-password", "p", "ss-os-project-id", "0f3c", "ss-os-region-name", " ",
                "ss-os-interface", "");
        Workload w = WorkloadReader.read(SubmitPages.Input.of(form).xml(), "w.xml");
        // blank fields send nothing: the adaptor's defaults (domain Default, any region, public)
        assertThat(KeyValueConfig.parse(w.stages().getFirst().works().getFirst().auth().config())).containsExactly(
                Map.entry("auth_url", "http://k/v3"), Map.entry("username", "u"), Map.entry("password", "p"),
                Map.entry("project_id", "0f3c"), Map.entry("caching", "true"));
    }

    @Test
    void swiftV1FieldsStillLogInWithSwauth() throws Exception {
        Map<String, String> form = Map.of("xml", SCENARIO, "ss-storage", "swift", "ss-auth-url",
                "http://proxy:8080/auth/v1.0", "ss-auth-user", "test:tester", "ss-auth-key", "testing");
        Work work = WorkloadReader.read(SubmitPages.Input.of(form).xml(), "w.xml").stages().getFirst().works().getFirst();
        assertThat(work.auth().type()).isEqualTo("swauth");
        assertThat(KeyValueConfig.parse(work.auth().config())).containsEntry("username", "test:tester");
    }
}
