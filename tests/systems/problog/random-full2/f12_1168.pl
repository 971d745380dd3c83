:- use_module(library(lists)).
0.3::e0(1).
0.3::e0(2); 0.2::e0(1).
0.2::e1(3,3).
0.4::e1(2,1).
e1(1,3).
0.3::e1(2,2); 0.3::e1(3,3); 0.3::e1(1,1).
0.4::e2(2).
0.7::e3(1,2).
e3(3,1).
p00(3) :- e2(X), e1(Y,Z), \+ e0(1), \+ e1(X,X).
p10(3,1) :- X \== 3, X == 1, p11(X,2), p00(X).
p10(X,X) :- e2(Y), e1(1,Y), between(1,3,X), not e3(X,Y).
p11(X,Y) :- p10(2,X), between(1,3,Y).
p11(X,2) <- (p10(Z,Y), e2(Z), p11(Y,Z), between(1,3,X), X \= Y) ; (p10(X,1), X @< a, \+ p00(2)).
p11(X,Y) :- p11(X,Y), e2(Z).
p20 :- e2(Z), p10(Z,Z), Z @=< 1.
p21(3,Y) :- p20, p21(Z,X), e3(2,3), between(1,3,Y).
p21(X,X) :- e2(X), not p10(X,X), X >= 2.
p21(3,Y) :- p11(X,Z), between(1,3,Y), W is Z + 2, W < 5, findall(V, e2(V), L), L = [].
p30(Y) :- p10(X,Y), p30(2).
p30(X) :- p11(X,2), e3(X,X), e2(X).
p30(3) :- e0(Y), p11(Y,Z), p31.
0.7::p31 :- e0(3), T =.. [g, 3], T \== g(0), findall(V, e1(3,V), L), L \= [].
p31 :- e3(Y,3), p11(1,Y), \+ e3(Y,Y).
p31 :- p30(2), T =.. [g, 1], T \== g(0), call(e1, 1, 1).
query(e0(1)).
query(\+ p11(3,1)).
evidence(e0(3), true).
