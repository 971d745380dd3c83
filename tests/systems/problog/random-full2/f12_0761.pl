0.8::e0(1).
0.6::e1.
0.3::e2.
P::p00(Y) :- (e0(X), e0(X), e2, between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p00(X) :- (e2, between(1,3,X), \+ e2) ; (e2, e0(2), p00(Y), between(1,3,X), \+ e1).
P::p00(X) :- ((e1, between(1,3,X)) ; (p00(X), e2)), P is X / 4.
P::p10(Y) :- (e0(Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p10(Y) :- (e0(X), between(1,3,Y)) ; (p10(X), between(1,3,Y), call(e0, 3)).
0.4::p10(Y) :- p10(X), between(1,3,Y).
p20(3) :- e2, T =.. [g, 2], T \== g(0).
p20(Y) :- p20(X), between(1,3,Y).
p20(Y) :- (e1, between(1,3,Y), Y =:= 3, Y @< 3) ; (p10(X), e1, between(1,3,Y)).
query(p10(2)).
