package io.objbench.adaptor.s3;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.api.AdaptorConfig;
import io.objbench.core.workload.Stage;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** workloads/s3-sample.xml parses, and its storage config is one the adaptor accepts. */
class SampleWorkloadTest {

    @Test
    void sampleWorkloadParsesAndItsStorageConfigIsValid() throws Exception {
        Workload w = WorkloadReader.read(Path.of("../../workloads/s3-sample.xml"));
        assertThat(w.stages()).extracting(Stage::name).containsExactly("init", "prepare", "main", "cleanup", "dispose");
        for (Stage stage : w.stages()) {
            for (Work work : stage.works()) {
                assertThat(work.storage().type()).isEqualTo("s3");
                S3Settings settings = S3Settings.from(AdaptorConfig.of(work.storage().configMap()));
                assertThat(settings.pathStyle()).isTrue();
                assertThat(settings.endpoint()).hasToString("http://127.0.0.1:7480");
            }
        }
    }
}
