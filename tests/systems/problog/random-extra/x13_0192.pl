:- use_module(library(lists)).
0.2::e0(1).
e0(3).
0.4::e1(2).
0.1::e1(2); 0.3::e1(1).
0.8::e2(1).
0.1::e2(2).
0.7::e3(2).
0.6::e3(1).
0.25::e3(3).
p00 :- (e2(3), T =.. [g, 3], T \== g(0)) ; (e0(X), e3(1), W is X + 2, W < 5).
p00 :- e3(X), p00, p00.
p00 :- e3(X), X \== 1, not e2(1).
0.7::p10(X,Y) :- e3(Z), p10(3,Z), between(1,3,X), between(1,3,Y), not e0(X), Z =:= 2.
p10(3,X) :- p00, between(1,3,X).
p10(2,Y) :- (e2(Z), e1(2), between(1,3,Y), \+ e2(3), findall(V, e2(V), L), L = []) ; (e2(Z), e3(X), e1(3), between(1,3,Y), Y \= 2, call(e1, Z)).
p20(Y) :- (e2(Z), p00, e1(1), between(1,3,Y), Y @< 1, findall(V, p10(1,V), L), L \= []) ; (e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), subquery(e0(2), Q), Q > 0.33).
p20(X) :- e0(3), e1(2), between(1,3,X).
0.7::\+p20(3) :- e0(1).
p21(1,X) :- p20(3), between(1,3,X).
p21(Y,2) :- p21(Y,X), p21(2,Y), e1(Z), compare(O, Y, 1).
0.6::\+p21(X,X) :- e1(X).
query(p00).
query(p10(1,2)).
query(p20(3)).
query(\+ p20(1)).
