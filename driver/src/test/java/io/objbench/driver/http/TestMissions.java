package io.objbench.driver.http;

import io.objbench.core.mission.Mission;
import io.objbench.core.workload.Work;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadReader;

/** Missions read from COSBench XML with core's reader, as the controller would send them. */
final class TestMissions {

    private TestMissions() {
    }

    /** The first work of a one-stage workload on storage {@code type} with {@code config}. */
    static Work work(String type, String config, String works) throws Exception {
        return workWith("<storage type=\"" + type + "\" config=\"" + config + "\" />", works);
    }

    /** The first work of a one-stage workload whose {@code <auth>}/{@code <storage>} elements are {@code head}. */
    static Work workWith(String head, String works) throws Exception {
        String xml = """
                <workload name="http" description="driver over HTTP">
                  %s
                  <workflow>
                    <workstage name="main">
                      %s
                    </workstage>
                  </workflow>
                </workload>
                """.formatted(head, works);
        Workload w = WorkloadReader.read(xml, "t.xml");
        return w.stages().get(0).works().get(0);
    }

    /** A mission running every worker of {@code work}. */
    static Mission all(String id, Work work) {
        return new Mission(id, "w1", "s1-main", work, work.workers(), 0, 7L);
    }

    /** Creates containers {@code http1..2} on the process-wide mock store. */
    static Mission init(String id) throws Exception {
        return all(id, work("mock", "delay=0;store=true", """
                <work type="init" workers="1" config="cprefix=http;containers=r(1,2)" />"""));
    }

    /** Writes objects 1..50 of 1 KB into both containers. */
    static Mission prepare(String id) throws Exception {
        return all(id, work("mock", "delay=0;store=true", """
                <work type="prepare" workers="2" config="cprefix=http;containers=r(1,2);objects=r(1,50);sizes=c(1)KB" />"""));
    }

    /** A short read/write mix on the prepared objects with a latency spread, ending by op budget. */
    static Mission mixed(String id, int workers, long totalOps) throws Exception {
        return all(id, work("mock", "latency=uniform(0.05,2);store=true", """
                <work name="main" workers="%d" interval="1" totalOps="%d">
                  <operation type="read" ratio="70" config="cprefix=http;containers=u(1,2);objects=u(1,50)" />
                  <operation type="write" ratio="30" config="cprefix=http;containers=u(1,2);objects=u(1,50);sizes=c(1)KB" />
                </work>""".formatted(workers, totalOps)));
    }

    /** A mission on mock storage that runs for {@code runtime} seconds unless aborted. */
    static Mission timed(String id, int runtime) throws Exception {
        return all(id, work("mock", "delay=1", """
                <work name="main" workers="2" interval="1" runtime="%d">
                  <operation type="read" ratio="100" config="containers=c(1);objects=u(1,10)" />
                </work>""".formatted(runtime)));
    }
}
