package io.objbench.adaptor.swift;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The shipped sample workload parses and uses this module's types. */
class SampleWorkloadTest {

    @Test
    void swiftSampleParses() throws Exception {
        Workload workload = WorkloadReader.read(Path.of("../../workloads/swift-sample.xml"));
        assertThat(workload.stages()).hasSize(5);
        assertThat(workload.stages().get(2).works().get(0).storage().type()).isEqualTo("swift");
        assertThat(workload.stages().get(2).works().get(0).auth().type()).isEqualTo("swauth");
    }
}
