package io.objbench.core.workload;

/**
 * What an element passes down to its children (cosbench-format.md §1.5): the nearest auth and
 * storage, and the config chain so far.
 */
record Inherited(AdaptorSpec auth, AdaptorSpec storage, ConfigChain chain) {

    /** The top of the tree: no adaptors (type none), no config. */
    static final Inherited ROOT = new Inherited(AdaptorSpec.NONE, AdaptorSpec.NONE, ConfigChain.EMPTY);

    /** What {@code element} passes on: its own auth/storage if any (replacing, never merging) and its config. */
    Inherited under(XmlElement element, Problems problems) throws WorkloadException {
        return new Inherited(adaptor(element.child("auth"), auth, problems),
                adaptor(element.child("storage"), storage, problems), chain.with(element, problems));
    }

    private static AdaptorSpec adaptor(XmlElement element, AdaptorSpec parent, Problems problems)
            throws WorkloadException {
        if (element == null) {
            return parent;
        }
        AttributeReader attributes = new AttributeReader(element, problems);
        String type = attributes.text("type");
        if (type == null) {
            // COSBench: "storage type cannot be empty"; defaulting to none would report a benchmark
            // of nothing as 100 % success
            throw problems.at(element, "<" + element.name() + "> has no type: " + element.name()
                    + " type cannot be empty (expected an adaptor type such as none, mock, s3 or swift)");
        }
        if (type.isEmpty()) {
            throw problems.at(element, "type", "type of <" + element.name() + "> must not be empty: expected an adaptor"
                    + " type such as none, mock, s3 or swift");
        }
        String config = element.attribute("config");
        ConfigChain.parse(config, element, problems); // grammar only: adaptor keys are the adaptor's business
        return new AdaptorSpec(type, config);
    }
}
