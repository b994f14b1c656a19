package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The confirmed-object inventory keys (objbench extension): accepted where they mean something, refused elsewhere. */
class InventoryKeysTest {

    @Test
    void aCrudMixOnAnInventoryNeedsNoObjectsSelector() {
        Work w = read(single("""
                <work name="crud" workers="4" runtime="10" config="inventory=small">
                  <operation type="write" ratio="25" config="containers=u(1,2);sizes=c(4)KB"/>
                  <operation type="read" ratio="50"/>
                  <operation type="write" ratio="15" config="sizes=u(1,8)KB;update=yes"/>
                  <operation type="delete" ratio="10"/>
                </work>""")).stages().getFirst().works().getFirst();
        List<Operation> ops = w.operations();
        assertThat(ops).extracting(o -> o.effectiveConfig().get("inventory")).containsOnly("small");
        assertThat(ops.get(2).effectiveConfig()).containsEntry("update", "true").doesNotContainKey("objects");
    }

    @Test
    void prepareWithHeadFirstAndCleanupOfAnInventory() {
        Workload w = read("""
                <workload name="t"><workflow>
                  <workstage name="p">
                    <work type="prepare" workers="2" config="inventory=tiny;containers=r(1,2);objects=r(1,10);sizes=c(1)KB;headFirst=on"/>
                  </workstage>
                  <workstage name="c">
                    <work type="cleanup" workers="2" config="inventory=tiny"/>
                  </workstage>
                </workflow></workload>
                """);
        Operation prepare = w.stages().get(0).works().getFirst().operations().getFirst();
        assertThat(prepare.effectiveConfig()).containsEntry("headFirst", "true").containsEntry("inventory", "tiny");
        Operation cleanup = w.stages().get(1).works().getFirst().operations().getFirst();
        assertThat(cleanup.effectiveConfig()).containsEntry("inventory", "tiny").doesNotContainKey("objects");
    }

    @Test
    void aCleanupOperationOfAnInventoryInANormalWorkNeedsNothingElse() {
        Work w = read(single("""
                <work name="w" workers="1" totalOps="3">
                  <operation type="cleanup" config="inventory=x"/>
                </work>""")).stages().getFirst().works().getFirst();
        assertThat(w.operations().getFirst().effectiveConfig()).containsEntry("inventory", "x");
    }

    @Test
    void aCreateNeedsContainersAndSizes() {
        assertRefused("<operation type=\"write\" config=\"inventory=a;sizes=c(1)KB\"/>",
                "write operation needs the config key 'containers'");
        assertRefused("<operation type=\"write\" config=\"inventory=a;update=true\"/>",
                "write operation needs the config key 'sizes'");
    }

    @Test
    void misplacedInventoryKeysAreRefused() {
        assertRefused("<operation type=\"head\" config=\"inventory=a\"/>", "a head operation cannot use an inventory");
        assertRefused("<operation type=\"read\" config=\"inventory=a;objects=u(1,5)\"/>",
                "takes its objects from the inventory");
        assertRefused("<operation type=\"read\" config=\"inventory=a b\"/>", "is not a valid inventory name");
        assertRefused("<operation type=\"write\" config=\"containers=c(1);objects=c(1);sizes=c(1)KB;update=true\"/>",
                "update= is only for a write with inventory=NAME");
        assertRefused("<operation type=\"read\" config=\"inventory=a;update=true\"/>",
                "update= is only for a write with inventory=NAME");
        assertRefused("<operation type=\"write\" config=\"inventory=a;containers=c(1);sizes=c(1)KB;headFirst=true\"/>",
                "headFirst= is only for a prepare with inventory=NAME");
        assertRefused("<operation type=\"write\" config=\"inventory=a;containers=c(1);sizes=c(1)KB;update=maybe\"/>",
                "update='maybe' is not a boolean");
        assertRefused("<operation type=\"cleanup\" config=\"inventory=a;deleteContainer=true\"/>",
                "never a container holding others");
        assertRefused("<operation type=\"read\" config=\"Inventory=a;containers=c(1);objects=c(1)\"/>",
                "did you mean 'inventory'?");
    }

    @Test
    void theReferenceExampleReads() throws Exception {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/workload-reference.md"));
        String section = doc.substring(doc.indexOf("## Objbench extension: confirmed-object inventory"));
        String xml = section.substring(section.indexOf("```xml\n") + 7, section.indexOf("```\n", section.indexOf("```xml") + 6));
        Workload w = read(xml);
        assertThat(w.stages()).hasSize(4);
        assertThat(w.stages().get(2).works().getFirst().operations())
                .extracting(o -> o.effectiveConfig().get("inventory")).containsOnly("small");
    }

    private static void assertRefused(String operation, String message) {
        String xml = single("<work name=\"w\" workers=\"1\" totalOps=\"1\">\n" + operation + "\n</work>");
        assertThatThrownBy(() -> WorkloadReader.read(xml, "test.xml"))
                .isInstanceOf(WorkloadException.class).hasMessageContaining(message);
    }

    private static String single(String work) {
        return "<workload name=\"t\">\n<workflow>\n<workstage name=\"s\">\n" + work + "\n</workstage>\n</workflow>\n</workload>\n";
    }

    private static Workload read(String xml) {
        try {
            return WorkloadReader.read(xml, "test.xml");
        } catch (WorkloadException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
