import CChipmunk
import Kit

/// The clock: fixed steps from frame deltas, substeps against tunnelling, write-back, stasis.
extension DynamicAnimator {
    /// Advances the simulation by one frame's worth of time, in seconds; call it once per frame.
    ///
    /// Runs as many fixed steps as have accumulated (the remainder carries over to the next frame), then
    /// returns. While paused it does nothing, so an idle scene costs nothing.
    public func advance(by seconds: Double) {
        precondition(
            !isStepping,
            "advance(by:) was called from an action or a delegate callback; call it once per frame from the run loop")
        followReferenceItem()
        guard isRunning else { return }
        accumulator += min(max(seconds, 0), DynamicsTuning.maximumFrameDelta)
        isStepping = true
        defer { isStepping = false }
        let step = fixedTimeStep
        var stepped = false
        while isRunning, accumulator + DynamicsTuning.accumulatorTolerance >= step {
            accumulator -= step
            runFixedStep()
            stepped = true
        }
        if stepped { writeItems() }
        accumulator = max(accumulator, 0)
    }

    private func followReferenceItem() {
        guard let referenceItem, referenceItem.bounds != referenceBounds else { return }
        referenceBounds = referenceItem.bounds
    }

    /// One fixed step: behaviours prepare, Chipmunk steps (in substeps), items move, then — outside the step —
    /// contacts are delivered and actions run, so callbacks may change anything.
    private func runFixedStep() {
        let behaviors = allBehaviors()
        // Contacts are only worth logging when someone listens.
        space.contacts.isRecording = behaviors.contains { ($0 as? CollisionBehavior)?.collisionDelegate != nil }
        // Pairs whose end goes unrecorded must not linger (nor hold their behaviours).
        if !space.contacts.isRecording, !contactPairs.isEmpty { contactPairs.removeAll() }
        for behavior in behaviors { behavior.prepareStep(in: self) }
        let substeps = substepCount()
        let duration = fixedTimeStep / Double(substeps)
        for _ in 0..<substeps {
            for behavior in behaviors { behavior.prepareSubstep(in: self, duration: duration) }
            sweepFastBodies(duration: duration)
            cpSpaceStep(space.space, duration)
        }
        substepsTaken += substeps
        elapsedTime += fixedTimeStep
        // Items move once per frame (after the last step), unless an action or a contact callback may look at
        // them now: writing a thousand views four times a frame would be a third of the step's cost.
        if !space.contacts.entries.isEmpty || behaviors.contains(where: { $0.action != nil }) { writeItems() }
        deliverContacts()
        for behavior in behaviors where behavior.dynamicAnimator === self { behavior.action?() }
        updateStasis()
    }

    /// Moves each item to its body; a rotation is written only when the angle changed.
    func writeItems() {
        for record in orderedRecords where record.isDynamic {
            let center = Point(cpBodyGetPosition(record.body))
            if center != record.lastCenter {
                record.item.center = center
                record.lastCenter = center
            }
            let angle = cpBodyGetAngle(record.body)
            if angle != record.lastAngle {
                // Chipmunk keeps the angle's cosine and sine: no trigonometry per item per step.
                let rotation = cpBodyGetRotation(record.body)
                record.item.transform = AffineTransform(
                    a: rotation.x, b: rotation.y, c: -rotation.y, d: rotation.x, tx: 0, ty: 0)
                record.lastAngle = angle
            }
        }
    }

    private func updateStasis() {
        guard isRunning else { return }
        if anyBodyMoving() {
            restingTime = 0
            return
        }
        restingTime += fixedTimeStep
        if restingTime + DynamicsTuning.accumulatorTolerance >= DynamicsTuning.restingDuration { pause() }
    }
}
