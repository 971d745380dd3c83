:- use_module(library(lists)).
0.1::e0(1).
e0(2).
0.7::e0(3).
0.2::e0(1); 0.1::e0(3).
0.3::e1(3); 0.1::e1(1).
e2(2).
p00 :- (e2(Y), call(e2, 1), W is Y + 1, W < 5) ; (e1(1), e0(X)).
p00 :- p01, p01, T =.. [g, 3], T \== g(0).
p01 :- p00.
p10(X) :- e1(Y), p10(Y), between(1,3,X), findall(V, e1(V), L), L \= [].
0.75::p10(Y) <- (e0(Y), e1(1), Y \== 2, W is Y + 3, W < 5) ; (p11(Y), call(e1, Y)).
P::p10(X) :- ((e2(Z), between(1,3,X), Z @=< f(1), T =.. [g, X], T \== g(0)) ; (p00, between(1,3,X), \+ p01)), P is X / 4.
p11(X) :- p11(1), p01, between(1,3,X), X \== X.
p11(X) :- e2(2), between(1,3,X), \+ e1(X).
0.25::p11(X) :- p01, e0(X), e1(1).
p20(Y,Y) :- p10(X), between(1,3,Y), X < 3.
0.2::p20(X,Y) :- e1(X), e0(X), p01, between(1,3,Y), call(p10, X).
0.4::p20(Y,Y) :- p20(Y,3), Y @>= f(1).
P::p30(X) :- (p31, between(1,3,X)), P is X / 4.
p30(Y) :- p00, p31, p11(Z), between(1,3,Y), compare(O, Y, 2).
p30(Y) :- (e2(Z), p10(Z), e0(Z), between(1,3,Y)) ; (p10(Y), W is Y + 2, W < 5, \+ p20(1,2)).
p31 :- e0(2), \+ e2(2).
query(p20(1,Y)).
query(p01) :- between(1,2,X).
evidence(e0(1), false).
