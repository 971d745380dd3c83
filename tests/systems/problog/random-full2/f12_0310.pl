:- use_module(library(lists)).
0.7::e0(3).
0.8::e1(1).
0.3::e1(3); 0.3::e1(1).
0.5::e2(1,1).
0.2::e2(2,1).
p00(X,Y) :- p01, p00(Y,Z), e0(Z), between(1,3,X), not e1(Y).
p01 :- e2(X,X), e0(Z), not e0(Z), compare(O, X, 1).
0.25::p01 :- (e1(Y), e1(X), e0(3), \+ e0(Y), call(e0, 3)) ; (p00(3,Y)).
p01 :- e0(X), e2(3,X), \+ e2(X,3), \+ e0(X).
p10(Y) <- p01, between(1,3,Y), call(e2, Y, 3).
p10(1) :- e1(1), e0(3), e1(Y).
p10(Y) :- p00(X,3), p01, p00(Z,Y).
p11(3) :- (e2(X,X), e1(3)) ; (e1(Y), e2(1,X)).
p20 :- (p11(1), e2(Z,1), \+ p01, call(e1, 2)) ; (p20, p01, not e0(2)).
0.6::p21 :- p20.
p21 :- (p01) ; (p10(X), \+ p11(X), T =.. [g, X], T \== g(0)).
p30(Y,2) :- p21, p01, between(1,3,Y), T =.. [g, Y], T \== g(0), Y \= 1.
0.3::p30(3,2) :- (p20, e1(1), \+ p00(2,1)) ; (p20, p30(2,X), e2(2,X), T =.. [g, X], T \== g(0)).
p30(X,X) :- e0(Y), p11(3), p30(3,Y), between(1,3,X), findall(V, e0(V), L), L \= [].
p31 :- e0(Y), e1(Y), p20.
0.5::p31 :- p20, p21, T =.. [g, 2], T \== g(0).
query(p10(Y)).
query(p30(2,X)).
query(p30(3,Y)).
query(p01) :- between(1,2,X).
evidence(p30(1,3), true).
