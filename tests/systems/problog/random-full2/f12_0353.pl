:- use_module(library(lists)).
e0.
0.25::e2.
0.8::e3(3).
0.3::e3(2).
p00 :- e3(1).
p00 :- e3(2), p00, e0, call(e3, 2).
0.75::p00 :- (e1(Z), call(e1, Z), \+ e1(Z)) ; (p00, e0).
p01(X,Y) <- e2, between(1,3,X), between(1,3,Y), X \== 2, findall(V, e3(V), L), L \= [].
p10(X) :- X == 3, p00, e1(3), between(1,3,X).
p10(2) :- e0.
p20(Y) :- e3(Z), between(1,3,Y), compare(O, Z, 2).
0.75::p21(X,X) :- e2, between(1,3,X).
0.4::p21(X,Y) :- p21(Z,Z), e0, e3(2), between(1,3,X), between(1,3,Y).
query(p20(1)).
