package io.objbench.it.plugin;

import io.objbench.testsupport.Work;
import io.objbench.testsupport.WorkloadXml;
import java.nio.file.Path;

/** The workloads of {@link PluginsIT}: short, fixed operation counts. */
final class PluginWorkloads {

    private PluginWorkloads() {
    }

    /** Work {@code mock} (mock auth and storage, after init and prepare) then work {@code none} (none auth and storage), 200 ops each. */
    static String bundledTypes() {
        return """
                <workload name="bundled" description="each bundled adaptor type">
                  <auth type="mock" config="delay=0" />
                  <storage type="mock" config="delay=0;store=true" />
                  <workflow>
                    <workstage name="init">
                      <work name="init" type="init" workers="1" config="containers=r(1,1)" />
                    </workstage>
                    <workstage name="prepare">
                      <work name="prepare" type="prepare" workers="2" config="containers=r(1,1);objects=r(1,50);sizes=c(1)KB" />
                    </workstage>
                    <workstage name="mock">
                      <work name="mock" workers="2" totalOps="200">
                        <operation type="write" ratio="50" config="containers=c(1);objects=u(1,50);sizes=c(1)KB" />
                        <operation type="read" ratio="50" config="containers=c(1);objects=u(1,50)" />
                      </work>
                    </workstage>
                    <workstage name="none">
                      <work name="none" workers="2" totalOps="200">
                        <auth type="none" />
                        <storage type="none" />
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,50)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """;
    }

    /** Work {@code mock}: 100 mock writes after an init. */
    static String mockOnly() {
        return WorkloadXml.named("mock-only").description("mock storage next to a broken bundle")
                .storage("mock", "delay=0;store=true")
                .stage("init", Work.init(1, "containers=r(1,1)").name("init"))
                .stage("mock", Work.named("mock", 2).totalOps(100).op("write", 100, "containers=c(1);objects=u(1,50);sizes=c(1)KB"))
                .bare();
    }

    /** Storage {@code hello} under {@code root}: one container, 10 objects of 1000 B, then 40 reads (work main). */
    static String hello(Path root) {
        return """
                <workload name="hello" description="the external example adaptor">
                  <storage type="hello" config="root=%s" />
                  <workflow>
                    <workstage name="init">
                      <work name="init" type="init" workers="1" config="containers=r(1,1)" />
                    </workstage>
                    <workstage name="prepare">
                      <work name="prepare" type="prepare" workers="2" config="containers=r(1,1);objects=r(1,10);sizes=c(1000)B" />
                    </workstage>
                    <workstage name="main">
                      <work name="main" workers="2" totalOps="40">
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,10)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(root);
    }

    /** Works {@code libv1} and {@code libv2} in one stage, 50 reads each. */
    static String twoLibraries() {
        return """
                <workload name="libs" description="two bundles, two versions of commons-lang3">
                  <workflow>
                    <workstage name="both">
                      <work name="libv1" workers="1" totalOps="50">
                        <storage type="libv1" />
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,10)" />
                      </work>
                      <work name="libv2" workers="1" totalOps="50">
                        <storage type="libv2" />
                        <operation type="read" ratio="100" config="containers=c(1);objects=u(1,10)" />
                      </work>
                    </workstage>
                  </workflow>
                </workload>
                """;
    }
}
