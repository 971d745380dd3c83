0.8::e0(3).
e1.
0.25::p00 :- e1, e1, p00.
0.2::p10(Y) :- (p00, e1, between(1,3,Y), Y < 1) ; (p00, between(1,3,Y)).
p10(X) :- (e0(X)) ; (p10(Y), e0(1), between(1,3,X), W is Y + 2, W < 5, call(e0, X)).
query(p00).
query(p10(Y)).
